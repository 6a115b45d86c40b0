import { NO_USER_LIMITS, Queries } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ReplyBody, type ServiceHarness } from '@mail/testing';

import { GatewayModule } from '../src';
import { startFakeDns } from './local-servers';

/** user.senderdomain.verify looks DNS up at once (a DNS server of the test's own) through the gateway's resolver and verifier. */
describe('gateway: user.senderdomain.verify (real DNS server, PostgreSQL)', () => {
  const saved = { ...process.env };
  const user = 8_000_000 + Math.floor(Math.random() * 1_000_000);
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
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'user_senderdomain_verify_int');
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

  it('Approval Pending until SPF and DKIM are published as shown, then Enabled; each record’s result is kept; dnshost names the provider', async () => {
    const created = (await call('user.senderdomain.create', { SenderDomain: 'campaign-sender.test' })).body as {
      DomainID: number;
      SenderDomain: { VerificationMeta: { DNSRecords: Record<string, string[]> } };
    };
    const id = created.DomainID;
    const records = created.SenderDomain.VerificationMeta.DNSRecords;
    const dkimHost = Object.keys(records).find((host) => host.includes('._domainkey.'))!;

    expect((await call('user.senderdomain.verify', { DomainID: id })).body).toMatchObject({
      DomainID: id,
      IsVerified: false,
      Status: 'Approval Pending',
      DNSRecords: { 'campaign-sender.test': ['TXT', records['campaign-sender.test'][1], false], [dkimHost]: ['TXT', records[dkimHost][1], false] },
    });

    dns.txt.set('campaign-sender.test', [records['campaign-sender.test'][1]]);
    dns.txt.set(dkimHost.toLowerCase(), [records[dkimHost][1]]);
    expect((await call('user.senderdomain.verify', { DomainID: id })).body).toMatchObject({
      IsVerified: true,
      Status: 'Enabled',
      DNSRecords: { 'campaign-sender.test': ['TXT', records['campaign-sender.test'][1], true], [dkimHost]: ['TXT', records[dkimHost][1], true] },
    });
    const stored = await h.db.query<{ v: string; last: Date | null }>(
      `SELECT "verification_status" AS v, "last_verified_at" AS last FROM "gateway"."sender_domain" WHERE "id" = $1`,
      [id],
    );
    expect(stored[0]).toEqual({ v: 'Verified', last: expect.any(Date) });
    const shown = (await call('user.senderdomain.dns', { DomainID: id })).body as { DNSRecords: Record<string, { IsVerified: boolean | null }> };
    expect(shown.DNSRecords[dkimHost].IsVerified).toBe(true);
    expect(shown.DNSRecords['_dmarc.campaign-sender.test'].IsVerified).toBeNull();
    // verified: it may now be paused and resumed
    expect((await call('user.senderdomain.update', { DomainID: id, status: 'Disabled' })).body).toMatchObject({ SenderDomain: { Status: 'Disabled' } });
    expect((await call('user.senderdomain.update', { DomainID: id, status: 'Enabled' })).body).toMatchObject({ SenderDomain: { Status: 'Enabled' } });

    dns.ns.set('campaign-sender.test', ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect((await call('user.senderdomain.dnshost', { DomainID: id })).body).toEqual({
      Success: true,
      DomainID: id,
      SenderDomain: 'campaign-sender.test',
      DnsHost: 'Cloudflare',
      Nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
    });
  });
});
