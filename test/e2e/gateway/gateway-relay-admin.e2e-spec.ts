/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eEnv, e2eMailInbox, unique } from '@mail/testing';

import { addDomain, FORMATS, gatewayUser, type GatewayUser, legacyCode, markVerified, succeeded, v1Code } from './gateway-helpers';

const inbox = e2eMailInbox();

// emailgateway.smtprelay (admin, legacy only) and GET /api/v1/inbound-relay-domain-check (admin key as bearer), issue 28
describe('gateway: emailgateway.smtprelay and inbound-relay-domain-check', () => {
  const { api, adminApiKey } = e2eEnv();
  let u: GatewayUser;
  let verified: { id: number; name: string };
  let pending: { id: number; name: string };
  let creds: { username: string; password: string };
  let pendingCreds: { username: string; password: string };

  const relay = (params: Record<string, unknown>, format?: (typeof FORMATS)[number]) =>
    api.legacy('emailgateway.smtprelay', { AdminAPIKey: adminApiKey, ...params }, format ? { format } : {});
  const smtp = async (domainId: number) => {
    const { SMTP } = await u.ok('EmailGateway.AddSMTP', { DomainID: domainId });
    return { username: SMTP.Username as string, password: SMTP.Password as string };
  };

  const auth = () => ({ SMTPUsername: creds.username, SMTPPassword: creds.password });

  beforeAll(async () => {
    u = await gatewayUser();
    [verified, pending] = await Promise.all([addDomain(u), addDomain(u)]);
    await markVerified(verified.id);
    [creds, pendingCreds] = await Promise.all([smtp(verified.id), smtp(pending.id)]);
  });

  describe.each(FORMATS)('%s', (format) => {
    it('smtprelay authenticates a credential (SMTPResponse 235) and answers 1, 2, 3, 5, 4, 9 and 8 with the relay’s reply text', async () => {
      const ok = await relay({ SMTPUsername: creds.username, SMTPPassword: creds.password }, format);
      expect(succeeded(ok)).toBe(true);
      expect(ok.body).toMatchObject({ SMTPUsername: creds.username, SMTPPassword: creds.password, SMTPResponse: expect.stringMatching(/^235 /) });

      const cases: [Record<string, unknown>, number][] = [
        [{ SMTPPassword: 'x' }, 1],
        [{ SMTPUsername: creds.username }, 2],
        [{ SMTPUsername: creds.username, SMTPPassword: 'wrong' }, 3],
        [{ SMTPUsername: 'nobody-here', SMTPPassword: 'wrong' }, 3],
        [{ SMTPUsername: pendingCreds.username, SMTPPassword: pendingCreds.password }, 5],
        [{ ...auth(), MailFrom: 'a@elsewhere.example.org', RcptTo: 'r@example.com', RawEmail: `From: a@elsewhere.example.org\r\nSubject: x\r\n\r\nhi` }, 4],
        [{ ...auth(), RcptTo: Array.from({ length: 51 }, (_, i) => `r${i}@example.com`).join(','), RawEmail: `From: a@${verified.name}\r\n\r\nhi` }, 9],
        [{ ...auth(), RcptTo: '', RawEmail: `From: a@${verified.name}\r\n\r\nhi` }, 8],
      ];
      for (const [params, code] of cases) {
        const res = await relay(params, format);
        expect([code, legacyCode(res), typeof res.body.SMTPResponse]).toEqual([code, code, 'string']);
      }
    });

    it('inbound-relay-domain-check: 200 for a sender domain (or an address at it, or its return-path host), 500 {} for another domain, 422 code 2 without one, 403 code 1 without an admin key', async () => {
      const allowed = await api.v1('GET', 'inbound-relay-domain-check', { Domain: `someone@${verified.name.toUpperCase()}` }, { bearer: adminApiKey, format });
      expect(allowed.status).toBe(200);
      expect(allowed.body).toMatchObject({ RelayDomain: verified.name });
      expect(String(allowed.body.Success)).toBe('true');
      const sub = await api.v1('GET', 'inbound-relay-domain-check', { Domain: `bounces.${verified.name}` }, { bearer: adminApiKey, format });
      expect(sub.status).toBe(200);

      const denied = await api.v1('GET', 'inbound-relay-domain-check', { Domain: `${unique('nx')}.example.net` }, { bearer: adminApiKey, format });
      expect([denied.status, denied.text]).toEqual([500, '{}']);
      // no domain, or not a domain: the caller's mistake (code 2, HTTP 422), not a denial
      for (const params of [{}, { Domain: 'not a domain' }, { Domain: 'not an address@example.com' }, { Domain: 'x\ufffd@example.com' }]) {
        const wrong = await api.v1('GET', 'inbound-relay-domain-check', params, { bearer: adminApiKey, format });
        expect([wrong.status, v1Code(wrong)]).toEqual([422, 2]);
      }

      const userKey = await api.v1('GET', 'inbound-relay-domain-check', { Domain: verified.name }, { bearer: u.user.apiKey, format });
      expect([userKey.status, v1Code(userKey)]).toEqual([403, 1]);
      const none = await api.v1('GET', 'inbound-relay-domain-check', { Domain: verified.name }, { bearer: 'not-a-key', format });
      expect([none.status, v1Code(none)]).toEqual([403, 1]);
    });
  });

  it('smtprelay with a message queues it (250 and its id) and it is delivered, DKIM-signed as the domain', async () => {
    const to = `${unique('rl')}@example.com`;
    const subject = `Relayed ${unique('s')}`;
    const raw = [
      `From: News <news@${verified.name}>`,
      `To: ${to}`,
      `Subject: ${subject}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain',
      '',
      'Hello through the relay call.',
    ].join('\n');
    const res = await relay({ ...auth(), MailFrom: `news@${verified.name}`, RcptTo: to, RawEmail: raw, UUID: unique('u') });
    expect(succeeded(res)).toBe(true);
    expect(res.body.SMTPResponse).toMatch(/^250 /);
    expect(res.body.MessageID).toMatch(/^[0-9a-f-]{36}$/);
    if (!inbox) return;
    const mail = await inbox.waitFor(to, { subject: new RegExp(subject), timeoutMs: 30_000 });
    expect(mail.from).toContain(`news@${verified.name}`);
    expect(mail.headers['dkim-signature']).toContain(`d=${verified.name}`);
  });
});
