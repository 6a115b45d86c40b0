import { createHmac } from 'node:crypto';

import { createTransport } from 'nodemailer';

import { e2eEnv, until } from '@mail/testing';

import { addDomain, addKey, FORMATS, gatewayUser, type GatewayUser, legacyCode, markVerified, startReceiver, succeeded, v1Code } from './gateway-helpers';

const sign = (key: string, body: string) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

/** an SMTP AUTH against the gateway's relay, as a mail client would (resolves on 235, rejects with the reply) */
async function smtpAuth(port: number, user: string, pass: string): Promise<true> {
  const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, auth: { user, pass } });
  try {
    return await transport.verify();
  } finally {
    transport.close();
  }
}

describe('EmailGateway domain reads and management (issue 28)', () => {
  const { api } = e2eEnv();
  let u: GatewayUser;
  let other: GatewayUser;
  let domain: Awaited<ReturnType<typeof addDomain>>;
  let othersDomain: number;

  beforeAll(async () => {
    [u, other] = await Promise.all([gatewayUser(), gatewayUser()]);
    [domain, { id: othersDomain }] = await Promise.all([addDomain(u), addDomain(other)]);
  });

  const codesOf = async (command: string, cases: [Record<string, unknown>, number][], format: (typeof FORMATS)[number]) => {
    const got: number[] = [];
    for (const [params] of cases) got.push(legacyCode(await u.legacy(command, params, format)));
    expect(got).toEqual(cases.map(([, code]) => code));
  };

  describe.each(FORMATS)('%s', (format) => {
    it('every read and change answers its documented codes; another user’s domain or credentials are not found', async () => {
      const theirSmtp = (await other.ok('EmailGateway.AddSMTP', { DomainID: othersDomain })).NewSMTPID;
      for (const command of [
        'EmailGateway.GetDomain',
        'EmailGateway.GetAPIs',
        'EmailGateway.GetSMTPs',
        'EmailGateway.GetWebhooks',
        'emailgateway.verifydomain',
      ])
        await codesOf(
          command,
          [
            [{}, 1],
            [{ DomainID: 'abc' }, 2],
            [{ DomainID: othersDomain }, 2],
          ],
          format,
        );
      await codesOf(
        'emailgateway.regeneratesigningkey',
        [
          [{}, 1],
          [{ DomainID: othersDomain }, 2],
        ],
        format,
      );
      await codesOf(
        'EmailGateway.UpdateDomain',
        [
          [{}, 1],
          [{ DomainID: othersDomain, LinkTracking: 0 }, 5],
          [{ DomainID: domain.id, Subdomain: 'not_allowed!' }, 6],
          [{ DomainID: domain.id, TrackPrefix: 'x'.repeat(33) }, 6],
          [{ DomainID: domain.id, LinkTracking: 7 }, 6],
        ],
        format,
      );
      await codesOf(
        'EmailGateway.ReplaceAPI',
        [
          [{ DomainID: domain.id }, 1],
          [{ Description: 'x' }, 2],
          [{ Description: 'x', DomainID: othersDomain }, 3],
        ],
        format,
      );
      await codesOf(
        'EmailGateway.ResetSMTPPassword',
        [
          [{}, 1],
          [{ SMTPID: theirSmtp }, 2],
        ],
        format,
      );
      expect(succeeded(await u.legacy('EmailGateway.GetDomains', { WithCounts: 1 }, format))).toBe(true);
    });
  });

  it('GetDomains lists only the caller’s domains in the vendor shape; WithCounts adds counts and the last 7 days', async () => {
    const { id, name } = await addDomain(u);
    await markVerified(id);
    const plain = await u.ok('emailgateway.getdomains');
    const row = plain.Domains.find((d: { DomainID: number }) => d.DomainID === id);
    expect(row).toMatchObject({ SenderDomain: name, Status: 'Enabled', PolicyMeta: [], Options: { LinkTracking: 1, OpenTracking: 1, UnsubscribeLink: 0 } });
    expect(row.VerificationMeta.DNSRecords.map((r: { Purpose: string }) => r.Purpose)).toEqual(['SPF', 'DKIM', 'Return-Path', 'DMARC']);
    expect(new Date(row.CreatedAt).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(row).not.toHaveProperty('APIKeyCount');
    expect(plain.Domains.map((d: { DomainID: number }) => d.DomainID)).not.toContain(othersDomain);
    expect(plain.Domains.find((d: { DomainID: number }) => d.DomainID === domain.id).Status).toBe('Approval Pending');

    const zero = (await u.ok('EmailGateway.GetDomains', { WithCounts: 'yes' })).Domains.find((d: { DomainID: number }) => d.DomainID === id);
    expect(zero).toMatchObject({ APIKeyCount: 0, SMTPCount: 0, WebhookCount: 0, Sent7d: 0, BounceRate7d: 0, LastActivityAt: null });

    const key = await addKey(u, id);
    await u.ok('EmailGateway.AddSMTP', { DomainID: id });
    await u.ok('EmailGateway.AddWebhook', { DomainID: id, Event: 'open', WebhookURL: 'https://hooks.example.com/o' });
    const sent = await api.v1(
      'POST',
      'email',
      { Subject: 'Counted', From: { email: `orders@${name}` }, To: [{ email: 'a@example.com' }, { email: 'b@example.com' }], PlainContent: 'hi' },
      { bearer: key },
    );
    expect(sent.body.MessageID).toBeDefined();
    const counted = (await u.ok('EmailGateway.GetDomains', { WithCounts: 'true' })).Domains.find((d: { DomainID: number }) => d.DomainID === id);
    expect(counted).toMatchObject({ APIKeyCount: 1, SMTPCount: 1, WebhookCount: 1, Sent7d: 2, BounceRate7d: 0 });
    expect(new Date(counted.LastActivityAt).getTime()).toBeGreaterThan(Date.now() - 600_000);
    const notTruthy = (await u.ok('EmailGateway.GetDomains', { WithCounts: 'no' })).Domains[0];
    expect(notTruthy).not.toHaveProperty('APIKeyCount');
  });

  it('GetDomain and UpdateDomain: only the options sent change; a new subdomain says SubdomainChanged', async () => {
    const { id, name } = await addDomain(u);
    expect((await u.ok('EmailGateway.GetDomain', { DomainID: id })).Domain).toMatchObject({
      DomainID: id,
      SenderDomain: name,
      Status: 'Approval Pending',
      Options: { LinkTracking: 1, OpenTracking: 1, UnsubscribeLink: 0, CustomSubdomain: '', TrackPrefixDisabled: false },
    });
    const updated = await u.ok('EmailGateway.UpdateDomain', {
      DomainID: id,
      LinkTracking: 0,
      UnsubscribeLink: 1,
      Subdomain: 'Outbound',
      HostingProvider: 'cloudflare',
    });
    expect(updated.SubdomainChanged).toBe(true);
    expect(updated.Domain.Options).toMatchObject({
      LinkTracking: 0,
      OpenTracking: 1,
      UnsubscribeLink: 1,
      CustomSubdomain: 'outbound',
      HostingProvider: 'cloudflare',
    });
    const again = await u.ok('EmailGateway.UpdateDomain', { DomainID: id, OpenTracking: 0, TrackPrefix: 'links', TrackMerge: '-', TrackPrefixDisabled: 1 });
    expect(again.SubdomainChanged).toBe(false);
    expect((await u.ok('EmailGateway.GetDomain', { DomainID: id })).Domain.Options).toEqual({
      LinkTracking: 0,
      OpenTracking: 0,
      UnsubscribeLink: 1,
      HostingProvider: 'cloudflare',
      CustomSubdomain: 'outbound',
      CustomTrackPrefix: 'links',
      TrackMerge: '-',
      TrackPrefixDisabled: true,
    });
    expect((await u.ok('EmailGateway.UpdateDomain', { DomainID: id, Subdomain: '' })).SubdomainChanged).toBe(true);
  });

  it('GetAPIs lists the domain’s keys masked (empty array without any); ReplaceAPI revokes every earlier key at once', async () => {
    const { id, name } = await addDomain(u);
    await markVerified(id);
    expect((await u.ok('EmailGateway.GetAPIs', { DomainID: id })).APIKeys).toEqual([]);
    const [first, second] = [await addKey(u, id), await addKey(u, id)];
    const listed = (await u.ok('EmailGateway.GetAPIs', { DomainID: id })).APIKeys;
    expect(listed).toEqual([
      expect.objectContaining({ DomainID: id, Description: 'e2e', APIKey: `eg_live_…${first.slice(-4)}` }),
      expect.objectContaining({ DomainID: id, Description: 'e2e', APIKey: `eg_live_…${second.slice(-4)}` }),
    ]);
    const send = (bearer: string) =>
      api.v1('POST', 'email', { Subject: 'x', From: { email: `o@${name}` }, To: [{ email: 'r@example.com' }], PlainContent: 'x' }, { bearer });
    expect((await send(first)).body.MessageID).toBeDefined();

    const replaced = await u.ok('EmailGateway.ReplaceAPI', { DomainID: id, Description: 'rotated' });
    expect(replaced.APIKey).toMatchObject({
      APIKeyID: replaced.NewAPIKeyID,
      DomainID: id,
      Description: 'rotated',
      Status: 'Enabled',
      APIKey: expect.stringMatching(/^eg_live_/),
    });
    expect(v1Code(await send(first))).toBe(13);
    expect(v1Code(await send(second))).toBe(13);
    expect((await send(replaced.APIKey.APIKey)).body.MessageID).toBeDefined();
    expect((await u.ok('EmailGateway.GetAPIs', { DomainID: id })).APIKeys.map((k: { APIKeyID: number }) => k.APIKeyID)).toEqual([replaced.NewAPIKeyID]);
  });

  it('GetSMTPs lists credentials without passwords; ResetSMTPPassword: the new password authenticates, the old one no longer', async () => {
    const { id } = await addDomain(u);
    expect((await u.ok('EmailGateway.GetSMTPs', { DomainID: id })).SMTPs).toEqual([]);
    const added = await u.ok('EmailGateway.AddSMTP', { DomainID: id });
    const listed = (await u.ok('EmailGateway.GetSMTPs', { DomainID: id })).SMTPs;
    const port = Number(added.SMTP.SMTPPorts[0]);
    // each replica reports the port it listens on (distributed CI: one free port per replica), and any of them serves
    expect(listed).toEqual([{ SMTPID: added.NewSMTPID, SMTPUsername: added.SMTP.Username, SMTPHost: added.SMTP.SMTPHost, SMTPPorts: [expect.any(Number)] }]);
    expect(await smtpAuth(port, added.SMTP.Username, added.SMTP.Password)).toBe(true);
    expect(await smtpAuth(listed[0].SMTPPorts[0], added.SMTP.Username, added.SMTP.Password)).toBe(true);

    const reset = await u.ok('EmailGateway.ResetSMTPPassword', { SMTPID: added.NewSMTPID });
    expect(reset.SMTP).toMatchObject({ SMTPID: added.NewSMTPID, SMTPUsername: added.SMTP.Username });
    expect(reset.SMTP.SMTPPassword).not.toBe(added.SMTP.Password);
    await expect(smtpAuth(port, added.SMTP.Username, added.SMTP.Password)).rejects.toMatchObject({ responseCode: 535 });
    expect(await smtpAuth(port, added.SMTP.Username, reset.SMTP.SMTPPassword)).toBe(true);
  });

  it('GetWebhooks shows the signing key; RegenerateSigningKey changes it and the next webhook is signed with the new one', async () => {
    const { id, name, reply } = await addDomain(u);
    await markVerified(id);
    const key = await addKey(u, id);
    const receiver = await startReceiver(0);
    try {
      const hook = await u.ok('EmailGateway.AddWebhook', { DomainID: id, Event: 'delivery', WebhookURL: receiver.url });
      const listed = await u.ok('EmailGateway.GetWebhooks', { DomainID: id });
      expect(listed).toMatchObject({
        SigningKey: reply.Domain.SigningKey,
        Webhooks: [{ WebhookID: hook.NewWebhookID, Event: 'delivery', WebhookURL: receiver.url }],
      });

      const rotated = (await u.ok('EmailGateway.RegenerateSigningKey', { DomainID: id })).SigningKey;
      expect(rotated).toMatch(/^[0-9A-F]{64}$/);
      expect(rotated).not.toBe(reply.Domain.SigningKey);
      expect((await u.ok('EmailGateway.GetWebhooks', { DomainID: id })).SigningKey).toBe(rotated);
      expect((await u.ok('EmailGateway.GetWebhooks', { DomainID: (await addDomain(u)).id })).Webhooks).toEqual([]);

      await api.v1(
        'POST',
        'email',
        { Subject: 'Signed', From: { email: `o@${name}` }, To: [{ email: 'signed@example.com' }], PlainContent: 'x' },
        { bearer: key },
      );
      const [got] = await until(
        () => receiver.received,
        (r) => r.length > 0,
        'the delivery webhook',
        30_000,
      );
      expect(got.headers['x-gateway-signature']).toBe(sign(rotated, got.body));
    } finally {
      await receiver.close();
    }
  });

  it('sender.domains (admin) lists every domain of the installation once, or its PowerMTA lines; 1 for another format', async () => {
    const { adminApiKey } = e2eEnv();
    const { name } = await addDomain(other);
    const [json, legacy] = [
      await api.v1('POST', 'sender.domains', { AdminAPIKey: adminApiKey }),
      await api.legacy('sender.domains', { AdminAPIKey: adminApiKey, DomainsResponseFormat: 'JSON' }),
    ];
    expect(json.body.Domains).toEqual(expect.arrayContaining([domain.name, name]));
    expect(json.body.Domains).toEqual([...new Set(json.body.Domains)].sort());
    expect(legacy.body.Domains).toEqual(json.body.Domains);
    const bounce = await api.v1('POST', 'sender.domains', { AdminAPIKey: adminApiKey, DomainsResponseFormat: 'powermta-bounce-domains' });
    expect(bounce.body.Domains).toContain(`bounces.${name}`);
    const relay = await api.v1('POST', 'sender.domains', { AdminAPIKey: adminApiKey, DomainsResponseFormat: 'powermta-relay-domains' });
    expect(relay.body.Domains).toContain(`relay-domain ${name}`);
    expect(legacyCode(await api.legacy('sender.domains', { AdminAPIKey: adminApiKey, DomainsResponseFormat: 'csv' }))).toBe(1);
    expect(succeeded(await u.legacy('sender.domains', {}))).toBe(false);
  });
});
