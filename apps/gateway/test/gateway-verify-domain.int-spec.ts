import { NO_USER_LIMITS, Queries } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ReplyBody, type ServiceHarness } from '@mail/testing';

import { GatewayModule } from '../src';
import { startFakeDns } from './local-servers';

/** EmailGateway.VerifyDomain looks DNS up at once (a DNS server of the test's own) and moves the stored statuses. */
describe('gateway: EmailGateway.VerifyDomain (real DNS server, PostgreSQL)', () => {
  const saved = { ...process.env };
  const user = 7_000_000 + Math.floor(Math.random() * 1_000_000);
  let scratch: ScratchDatabase;
  let dns: Awaited<ReturnType<typeof startFakeDns>>;
  let h: ServiceHarness;

  const call = async (command: string, params: Record<string, unknown>): Promise<{ body: ReplyBody; code?: number }> => {
    const reply = await h.call(command, params, { kind: 'user', userId: user, via: 'session', permissions: '*' });
    if (!reply.ok && !('failure' in reply)) throw new Error(JSON.stringify(reply));
    return reply.ok ? { body: reply.body } : { body: {}, code: reply.failure.errors[0].code };
  };

  beforeAll(async () => {
    dns = await startFakeDns();
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'gateway_verify_domain_int');
    Object.assign(process.env, {
      DATABASE_URL: scratch.url,
      GATEWAY_DNS_SERVERS: dns.address,
      GATEWAY_SPF_INCLUDE: '_spf.gateway.test',
      GATEWAY_RETURN_PATH_HOST: 'bounces.gateway.test',
    });
    h = await bootService(GatewayModule, { service: 'gateway' });
    await h.bus.handle(Queries.UserLimits.subject, 'accounts', async () => ({
      ok: true,
      body: { userId: user, userGroupId: 1, reputationLevel: 'Trusted', limits: NO_USER_LIMITS, defaultSenderDomain: '' },
    }));
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    await dns?.close();
    process.env = saved;
    if (scratch) await dropScratchDatabase(scratch);
  }, 60_000);

  it('reports each checked record and stores the statuses DNS gives now: Pending without records, Verified once published, Failed for a wrong key', async () => {
    const added = (await call('EmailGateway.AddDomain', { DomainName: 'verify-now.test' })).body as {
      NewSenderDomainID: number;
      Domain: { DNSRecords: { Purpose: string; Name: string; Value: string }[]; DKIMSelector: string };
    };
    const id = added.NewSenderDomainID;
    const spf = added.Domain.DNSRecords.find((r) => r.Purpose === 'SPF')!;
    const dkim = added.Domain.DNSRecords.find((r) => r.Purpose === 'DKIM')!;
    const stored = async () =>
      (
        await h.db.query<{ v: string; d: string; s: string }>(
          `SELECT "verification_status" AS v, "dkim_status" AS d, "spf_status" AS s FROM "gateway"."sender_domain" WHERE "id" = $1`,
          [id],
        )
      )[0];

    const none = await call('EmailGateway.VerifyDomain', { DomainID: id });
    expect(none.body).toEqual({
      Domain: { DomainID: id, SenderDomain: 'verify-now.test', Status: 'Approval Pending', DKIMStatus: 'Pending', SPFStatus: 'Pending' },
      DNSVerificationResults: { 'verify-now.test': ['TXT', spf.Value, false], [dkim.Name]: ['TXT', dkim.Value, false] },
    });

    dns.txt.set('verify-now.test', [spf.Value]);
    dns.txt.set(dkim.Name.toLowerCase(), [dkim.Value]);
    const good = await call('EmailGateway.VerifyDomain', { DomainID: id });
    expect(good.body).toMatchObject({
      Domain: { Status: 'Enabled', DKIMStatus: 'Verified', SPFStatus: 'Verified' },
      DNSVerificationResults: { 'verify-now.test': ['TXT', spf.Value, true], [dkim.Name]: ['TXT', dkim.Value, true] },
    });
    expect(await stored()).toEqual({ v: 'Verified', d: 'Verified', s: 'Verified' });

    dns.txt.set(dkim.Name.toLowerCase(), ['v=DKIM1; k=rsa; p=SOMEONEELSE']);
    expect((await call('EmailGateway.VerifyDomain', { DomainID: id })).body).toMatchObject({
      Domain: { Status: 'Failed', DKIMStatus: 'Failed', SPFStatus: 'Verified' },
    });
    expect(await stored()).toEqual({ v: 'Failed', d: 'Failed', s: 'Verified' });

    expect((await call('EmailGateway.VerifyDomain', { DomainID: id + 1000 })).code).toBe(2);
  });
});
