/* eslint-disable jest/no-conditional-expect -- XML renders numbers and booleans as text: detailed shapes are asserted on the JSON pass only */
import { addDomain, FORMATS, gatewayUser, type GatewayUser, legacyCode, succeeded } from './gateway-helpers';

describe('EmailGateway domains, API keys and SMTP credentials', () => {
  let u: GatewayUser;
  let other: GatewayUser;
  let domainId: number;
  let othersDomain: number;

  beforeAll(async () => {
    [u, other] = await Promise.all([gatewayUser(), gatewayUser()]);
    [{ id: domainId }, { id: othersDomain }] = await Promise.all([addDomain(u), addDomain(other)]);
  });

  describe.each(FORMATS)('%s', (format) => {
    it('EmailGateway.AddDomain answers the domain, Pending, with the records to publish; codes 1 and 2', async () => {
      const res = await u.legacy('EmailGateway.AddDomain', { DomainName: `Shop-${Date.now()}-${format}.Example.com` }, format);
      expect(succeeded(res)).toBe(true);
      expect(Number(res.body.NewSenderDomainID)).toBeGreaterThan(0);
      expect(res.body.Domain.VerificationStatus).toBe('Pending');
      if (format === 'JSON') {
        expect(res.body.Domain).toMatchObject({ DKIMStatus: 'Pending', SPFStatus: 'Pending', SigningKey: expect.stringMatching(/^[0-9A-F]{64}$/) });
        expect(res.body.Domain.DomainName).toMatch(/^shop-\d+-json\.example\.com$/);
        expect(res.body.Domain.DNSRecords.map((r: { Purpose: string }) => r.Purpose)).toEqual(['SPF', 'DKIM', 'Return-Path', 'DMARC']);
        expect(res.body.Domain.DNSRecords[1].Value).toMatch(/^v=DKIM1; k=rsa; p=MIIB/);
      }
      expect(legacyCode(await u.legacy('EmailGateway.AddDomain', {}, format))).toBe(1);
      expect(legacyCode(await u.legacy('EmailGateway.AddDomain', { DomainName: 'no_such domain' }, format))).toBe(2);
      expect(legacyCode(await u.legacy('EmailGateway.AddDomain', { DomainName: '10.0.0.1' }, format))).toBe(2);
    });

    it('EmailGateway.AddAPI shows the key once with its permissions and targets; codes 1, 2, 3', async () => {
      const res = await u.legacy('EmailGateway.AddAPI', { DomainID: domainId, Description: 'orders', ListID: 7 }, format);
      expect(succeeded(res)).toBe(true);
      expect(res.body.APIKey.Key).toMatch(/^eg_live_/);
      if (format === 'JSON')
        expect(res.body.APIKey).toMatchObject({
          DomainID: domainId,
          Description: 'orders',
          ListID: 7,
          Permissions: ['EmailGateway.Send', 'EmailGateway.Webhooks'],
        });
      expect(legacyCode(await u.legacy('EmailGateway.AddAPI', { DomainID: domainId }, format))).toBe(1);
      expect(legacyCode(await u.legacy('EmailGateway.AddAPI', { Description: 'x' }, format))).toBe(2);
      expect(legacyCode(await u.legacy('EmailGateway.AddAPI', { Description: 'x', DomainID: 'abc' }, format))).toBe(2);
      expect(legacyCode(await u.legacy('EmailGateway.AddAPI', { Description: 'x', DomainID: othersDomain }, format))).toBe(3);
    });

    it('EmailGateway.DeleteAPI deletes the caller’s key only; codes 1, 2', async () => {
      const id = (await u.ok('EmailGateway.AddAPI', { DomainID: domainId, Description: 'gone' })).NewAPIKeyID;
      const theirs = (await other.ok('EmailGateway.AddAPI', { DomainID: othersDomain, Description: 'theirs' })).NewAPIKeyID;
      expect(legacyCode(await u.legacy('EmailGateway.DeleteAPI', {}, format))).toBe(1);
      expect(legacyCode(await u.legacy('EmailGateway.DeleteAPI', { ApiKeyId: theirs }, format))).toBe(2);
      expect(succeeded(await u.legacy('EmailGateway.DeleteAPI', { ApiKeyId: id }, format))).toBe(true);
      expect(legacyCode(await u.legacy('EmailGateway.DeleteAPI', { ApiKeyId: id }, format))).toBe(2);
    });

    it('EmailGateway.AddSMTP issues relay credentials; DeleteSMTP; codes 1, 2', async () => {
      const res = await u.legacy('EmailGateway.AddSMTP', { DomainID: domainId }, format);
      expect(succeeded(res)).toBe(true);
      if (format === 'JSON')
        expect(res.body.SMTP).toMatchObject({
          SMTPHost: expect.any(String),
          SMTPPorts: [expect.stringMatching(/^\d+$/)],
          Username: expect.stringMatching(/^gw-/),
        });
      expect(legacyCode(await u.legacy('EmailGateway.AddSMTP', {}, format))).toBe(1);
      expect(legacyCode(await u.legacy('EmailGateway.AddSMTP', { DomainID: othersDomain }, format))).toBe(2);
      const theirs = (await other.ok('EmailGateway.AddSMTP', { DomainID: othersDomain })).NewSMTPID;
      expect(legacyCode(await u.legacy('EmailGateway.DeleteSMTP', {}, format))).toBe(1);
      expect(legacyCode(await u.legacy('EmailGateway.DeleteSMTP', { smtpid: theirs }, format))).toBe(2);
      expect(succeeded(await u.legacy('EmailGateway.DeleteSMTP', { smtpid: res.body.NewSMTPID }, format))).toBe(true);
    });

    it('EmailGateway.DeleteDomain deletes the caller’s domain only; codes 1, 2', async () => {
      const { id } = await addDomain(u);
      expect(legacyCode(await u.legacy('EmailGateway.DeleteDomain', {}, format))).toBe(1);
      expect(legacyCode(await u.legacy('EmailGateway.DeleteDomain', { DomainID: othersDomain }, format))).toBe(2);
      expect(succeeded(await u.legacy('EmailGateway.DeleteDomain', { DomainID: id }, format))).toBe(true);
      expect(legacyCode(await u.legacy('EmailGateway.DeleteDomain', { DomainID: id }, format))).toBe(2);
    });
  });
});
