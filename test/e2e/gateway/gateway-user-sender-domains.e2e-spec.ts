/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eMailInbox, unique } from '@mail/testing';

import { addDomain, FORMATS, gatewayUser, type GatewayUser, legacyCode, markVerified, sql, succeeded, v1Code } from './gateway-helpers';

const inbox = e2eMailInbox();

const domainName = () => `${unique('sd')}.example.com`.toLowerCase();

/** XML renders a list as node_0, node_1, ...; JSON as an array */
const listOf = (value: any): any[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);

// user.senderdomain.*: the domains campaigns and journeys send from, rows of the gateway's sender-domain model
// (issue 28). Through HTTP on the v1 routes (GET/POST/PATCH/DELETE /api/v1/user.senderdomain...), JSON and XML.
describe('gateway: user.senderdomain.* (issue 28)', () => {
  let u: GatewayUser;
  let other: GatewayUser;
  let othersDomain: number;
  let gatewayDomain: number;

  const create = async (params: Record<string, unknown> = {}, user = u) => {
    const name = domainName();
    const res = await user.v1('POST', 'user.senderdomain', { SenderDomain: name, ...params });
    expect([res.status, res.body?.Success]).toEqual([200, true]);
    return { id: Number(res.body.DomainID), name, body: res.body };
  };

  beforeAll(async () => {
    [u, other] = await Promise.all([gatewayUser(), gatewayUser()]);
    othersDomain = (await create({}, other)).id;
    gatewayDomain = (await addDomain(u)).id;
  });

  describe.each(FORMATS)('%s', (format) => {
    it('create answers the domain Approval Pending with its DNS records; list and get show it (not the gateway domain, not another user’s)', async () => {
      const name = domainName();
      const res = await u.v1('POST', 'user.senderdomain', { SenderDomain: name.toUpperCase(), CustomSubdomain: 'Mail', CustomTrackPrefix: 'clk' }, format);
      expect(res.status).toBe(200);
      const id = Number(res.body.DomainID);
      expect(id).toBeGreaterThan(0);
      const d = res.body.SenderDomain;
      expect(d).toMatchObject({ DomainID: String(id), SenderDomain: name, UserID: String(u.user.userId), Status: 'Approval Pending' });
      expect(Number(d.Options.LinkTracking)).toBe(1);
      expect(Number(d.Options.UnsubscribeLink)).toBe(0);
      expect(d.Options.CustomSubdomain).toBe('mail');
      const hosts = Object.keys(d.VerificationMeta.DNSRecords);
      expect(hosts).toEqual(expect.arrayContaining([name, `mail.${name}`, `clk-mail.${name}`, `_dmarc.${name}`]));
      expect(hosts.some((h) => h.endsWith(`._domainkey.${name}`))).toBe(true);
      expect(listOf(d.VerificationMeta.DNSRecords[name])[0]).toBe('TXT');

      const list = await u.v1('GET', 'user.senderdomains', {}, format);
      expect(list.status).toBe(200);
      const ids = listOf(list.body.SenderDomains).map((x: any) => Number(x.DomainID));
      expect(ids).toContain(id);
      expect(ids).not.toContain(gatewayDomain);
      expect(ids).not.toContain(othersDomain);

      // the legacy route (Command=user.senderdomain.list on /api.php) lists the same
      const legacy = await u.legacy('user.senderdomain.list', {}, format);
      expect(listOf(legacy.body.SenderDomains).map((x: any) => Number(x.DomainID))).toEqual(ids);
      expect(
        v1Code(await u.legacy('user.senderdomain.get', { DomainID: othersDomain }, format)) ??
          legacyCode(await u.legacy('user.senderdomain.get', { DomainID: othersDomain }, format)),
      ).toBe(2);

      const got = await u.v1('GET', 'user.senderdomain', { DomainID: id }, format);
      expect(got.status).toBe(200);
      expect(got.body.SenderDomain).toMatchObject({ DomainID: String(id), SenderDomain: name, Status: 'Approval Pending' });
      expect(got.body.Stats).toBeUndefined();
      // no sends yet: no volume, no reputation
      expect(Number(got.body.SenderDomain.Volume7d)).toBe(0);
    });

    it('every documented code of create, get, update, delete, dns, dnshost, verify and sendtest; another user’s and a gateway domain are not found', async () => {
      const mine = await create();
      const code = async (method: string, path: string, params: Record<string, unknown>) => {
        const res = await u.v1(method, path, params, format);
        // the vendor names an HTTP status only for some codes (7: 400); the others answer 200 with Errors
        return [res.status, v1Code(res)];
      };
      expect(await code('POST', 'user.senderdomain', {})).toEqual([200, 1]);
      expect(await code('POST', 'user.senderdomain', { SenderDomain: 'localhost' })).toEqual([200, 4]);
      expect(await code('POST', 'user.senderdomain', { SenderDomain: domainName(), CustomSubdomain: '-bad' })).toEqual([200, 6]);
      expect(await code('POST', 'user.senderdomain', { SenderDomain: domainName(), CustomTrackPrefix: 'x'.repeat(33) })).toEqual([200, 6]);
      expect(await code('POST', 'user.senderdomain', { SenderDomain: domainName(), LinkTracking: 'maybe' })).toEqual([200, 6]);
      expect(await code('POST', 'user.senderdomain', { SenderDomain: 'not a domain' })).toEqual([400, 7]);
      expect(await code('POST', 'user.senderdomain', { SenderDomain: mine.name })).toEqual([400, 7]);

      for (const [method, path] of [
        ['GET', 'user.senderdomain'],
        ['DELETE', 'user.senderdomain'],
        ['GET', 'user.senderdomain.dns'],
        ['GET', 'user.senderdomain.dnshost'],
        ['POST', 'user.senderdomain.verify'],
        ['PATCH', 'user.senderdomain'],
      ]) {
        expect([path, method, ...(await code(method, path, {}))]).toEqual([path, method, expect.any(Number), 1]);
        for (const DomainID of [othersDomain, gatewayDomain, 'abc'])
          expect([path, method, DomainID, v1Code(await u.v1(method, path, { DomainID, to: 'a@example.com' }, format))]).toEqual([path, method, DomainID, 2]);
      }
      expect(await code('PATCH', 'user.senderdomain', { DomainID: mine.id, CustomSubdomain: 'no_underscores' })).toEqual([200, 6]);
      expect(await code('PATCH', 'user.senderdomain', { DomainID: mine.id, status: 'Suspended' })).toEqual([200, 9]);
      expect(await code('PATCH', 'user.senderdomain', { DomainID: mine.id, status: 'enabled' })).toEqual([200, 10]);
      // the other user's domain is still there, untouched
      expect(succeeded(await other.v1('GET', 'user.senderdomain', { DomainID: othersDomain }, format))).toBe(true);
    });

    // a user of its own: sendtest allows 10 calls per 5 minutes (then 429)
    it('sendtest answers 1, 2 (another user’s or a gateway domain), 3 and 8', async () => {
      const sender = await gatewayUser();
      const mine = await create({}, sender);
      const theirGateway = (await addDomain(sender)).id;
      const code = async (params: Record<string, unknown>) => v1Code(await sender.v1('POST', 'user.senderdomain.sendtest', params, format));
      expect(await code({ to: 'a@example.com' })).toBe(1);
      expect(await code({ DomainID: othersDomain, to: 'a@example.com' })).toBe(2);
      expect(await code({ DomainID: theirGateway, to: 'a@example.com' })).toBe(2);
      expect(await code({ DomainID: mine.id })).toBe(3);
      expect(await code({ DomainID: mine.id, to: 'not-an-address' })).toBe(8);
    });
  });

  it('update is partial; a new subdomain regenerates the records and drops the verification; Disabled pauses, Enabled needs a verified domain', async () => {
    const d = await create({ CustomSubdomain: 'one', OpenTracking: false });
    const kept = await u.v1('PATCH', 'user.senderdomain', { DomainID: d.id, LinkTracking: false });
    expect(kept.body).toMatchObject({ Success: true, DnsRegenerated: false });
    expect(kept.body.SenderDomain.Options).toMatchObject({ LinkTracking: 0, OpenTracking: 0, UnsubscribeLink: 0, CustomSubdomain: 'one' });

    await markVerified(d.id);
    expect((await u.v1('GET', 'user.senderdomain', { DomainID: d.id })).body.SenderDomain.Status).toBe('Enabled');
    const paused = await u.v1('PATCH', 'user.senderdomain', { DomainID: d.id, status: 'DISABLED' });
    expect(paused.body.SenderDomain.Status).toBe('Disabled');
    const resumed = await u.v1('PATCH', 'user.senderdomain', { DomainID: d.id, status: 'Enabled' });
    expect(resumed.body.SenderDomain.Status).toBe('Enabled');

    const moved = await u.v1('PATCH', 'user.senderdomain', { DomainID: d.id, CustomSubdomain: 'two', UseTrackingSubdomain: false });
    expect(moved.body).toMatchObject({ Success: true, DnsRegenerated: true, SenderDomain: { Status: 'Approval Pending' } });
    const hosts = Object.keys(moved.body.SenderDomain.VerificationMeta.DNSRecords);
    expect(hosts).toContain(`two.${d.name}`);
    expect(hosts).not.toContain(`one.${d.name}`);
    expect(hosts.some((h) => h.startsWith('track-'))).toBe(false);
    expect(moved.body.SenderDomain.Options.TrackPrefixDisabled).toBe(true);
    expect(v1Code(await u.v1('PATCH', 'user.senderdomain', { DomainID: d.id, status: 'Enabled' }))).toBe(10);
  });

  it('delete is soft: the domain is gone from get and list; creating it again revives the same DomainID', async () => {
    const d = await create();
    const del = await u.v1('DELETE', 'user.senderdomain', { DomainID: d.id });
    expect([del.status, del.body]).toEqual([200, { Success: true }]);
    expect(v1Code(await u.v1('GET', 'user.senderdomain', { DomainID: d.id }))).toBe(2);
    expect(v1Code(await u.v1('DELETE', 'user.senderdomain', { DomainID: d.id }))).toBe(2);
    expect(listOf((await u.v1('GET', 'user.senderdomains')).body.SenderDomains).map((x: any) => Number(x.DomainID))).not.toContain(d.id);
    const [row] = await sql<{ deleted: boolean }>(`SELECT "deleted_at" IS NOT NULL AS "deleted" FROM "gateway"."sender_domain" WHERE "id" = $1`, [d.id]);
    expect(row.deleted).toBe(true);

    const again = await u.v1('POST', 'user.senderdomain', { SenderDomain: d.name });
    expect([again.status, Number(again.body.DomainID), again.body.SenderDomain.Status]).toEqual([200, d.id, 'Approval Pending']);
  });

  it('verify looks DNS up (nothing published for a made-up domain: not verified), moves LastVerifiedAt; verifyall reports every pending domain; dns shows each record', async () => {
    const fresh = await gatewayUser();
    const d = await create({}, fresh);
    const before = await fresh.v1('GET', 'user.senderdomain.dns', { DomainID: d.id });
    expect(before.body).toMatchObject({ Success: true, DomainID: d.id, SenderDomain: d.name });
    expect(before.body.DNSRecords[d.name]).toEqual({ Type: 'TXT', Value: expect.stringMatching(/^v=spf1 /), IsVerified: null });

    const res = await fresh.v1('POST', 'user.senderdomain.verify', { DomainID: d.id });
    expect(res.body).toMatchObject({ Success: true, DomainID: d.id, IsVerified: false, Status: 'Approval Pending' });
    expect(res.body.DNSRecords[d.name]).toEqual(['TXT', expect.stringMatching(/^v=spf1 /), false]);
    const got = (await fresh.v1('GET', 'user.senderdomain', { DomainID: d.id })).body.SenderDomain;
    expect(got.LastVerifiedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const after = await fresh.v1('GET', 'user.senderdomain.dns', { DomainID: d.id });
    expect(after.body.DNSRecords[d.name].IsVerified).toBe(false);
    expect(after.body.DNSRecords[`_dmarc.${d.name}`].IsVerified).toBeNull();

    const second = await create({}, fresh);
    await markVerified(second.id);
    const all = await fresh.v1('POST', 'user.senderdomain.verify', { verifyall: true });
    expect(all.body).toEqual({
      Success: true,
      VerifyAll: true,
      Verified: 0,
      Failed: 1,
      Truncated: false,
      Domains: [{ DomainID: d.id, IsVerified: false, Status: 'Approval Pending' }],
    });
  });

  it('list and get report sending health; get with days adds the days with activity', async () => {
    const fresh = await gatewayUser();
    const d = await create({}, fresh);
    // two recipients accepted today, one delivered, one bounced (as the gateway records them)
    const [m] = await sql<{ id: string }>(
      `INSERT INTO "gateway"."message" ("id", "user_id", "domain_id", "source", "mail_from", "recipients", "subject", "status")
       VALUES (gen_random_uuid(), $1, $2, 'api', $3, ARRAY['a@example.com','b@example.com'], 'x', 'Sent') RETURNING "id"`,
      [fresh.user.userId, d.id, `x@${d.name}`],
    );
    await sql(
      `INSERT INTO "gateway"."message_event" ("message_id", "user_id", "domain_id", "event", "recipient", "occurred_at")
       VALUES ($1, $2, $3, 'delivery', 'a@example.com', now()), ($1, $2, $3, 'bounce', 'b@example.com', now())`,
      [m.id, fresh.user.userId, d.id],
    );
    const got = await fresh.v1('GET', 'user.senderdomain', { DomainID: d.id, days: 500 });
    expect(got.body.SenderDomain).toMatchObject({ Volume7d: 2, VolumeDelta: 'new', DeliveryRate: 50, BounceRate: 50 });
    expect(got.body.Days).toBe(365);
    const today = new Date().toISOString().slice(0, 10);
    expect(got.body.Stats).toEqual({ [today]: { Period: today, Sent: 2, Delivered: 1, Bounced: 1, Complaints: 0 } });
    const listed = (await fresh.v1('GET', 'user.senderdomains')).body.SenderDomains[0];
    expect(listed).toMatchObject({ DomainID: String(d.id), Volume7d: 2, ReputationBucket: expect.any(String) });
  });

  it('dnshost answers the provider from the nameservers, unknown when the lookup finds none (never an error)', async () => {
    const d = await create();
    const res = await u.v1('GET', 'user.senderdomain.dnshost', { DomainID: d.id });
    expect(res.body).toEqual({ Success: true, DomainID: d.id, SenderDomain: d.name, DnsHost: 'unknown', Nameservers: [] });
  });

  // skipped when the run has no inbox to read
  (inbox ? describe : describe.skip)('sendtest, read from the inbox', () => {
    it('sends one real message from the domain, DKIM-signed with its key', async () => {
      const sender = await gatewayUser();
      const d = await create({ CustomSubdomain: 'rp' }, sender);
      const to = `${unique('st')}@example.com`;
      const res = await sender.v1('POST', 'user.senderdomain.sendtest', { DomainID: d.id, to });
      expect(res.body).toMatchObject({ Success: true, DomainID: d.id, SenderDomain: d.name, To: to, Subject: `Sender domain test from ${d.name}` });
      const mail = await inbox!.waitFor(to, { subject: /Sender domain test from/, timeoutMs: 30_000 });
      expect(mail.from).toContain(`test@${d.name}`);
      expect(mail.headers['dkim-signature']).toContain(`d=${d.name}`);
      expect(mail.text).toContain(`rp.${d.name}`);
      const custom = await sender.v1('POST', 'user.senderdomain.sendtest', { DomainID: d.id, to, subject: 'Custom subject' });
      expect(custom.body.Subject).toBe('Custom subject');
      await inbox!.waitFor(to, { subject: /Custom subject/, timeoutMs: 30_000 });
    });
  });
});
