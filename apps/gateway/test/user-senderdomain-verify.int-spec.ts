import { verifyHarness } from './verify-harness';

/** user.senderdomain.verify looks DNS up at once (a DNS server of the test's own) through the gateway's resolver and verifier. */
describe('gateway: user.senderdomain.verify (real DNS server, PostgreSQL)', () => {
  const harness = verifyHarness('user_senderdomain_verify_int', 8_000_000);
  const { call } = harness;

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

    harness.dns.txt.set('campaign-sender.test', [records['campaign-sender.test'][1]]);
    harness.dns.txt.set(dkimHost.toLowerCase(), [records[dkimHost][1]]);
    expect((await call('user.senderdomain.verify', { DomainID: id })).body).toMatchObject({
      IsVerified: true,
      Status: 'Enabled',
      DNSRecords: { 'campaign-sender.test': ['TXT', records['campaign-sender.test'][1], true], [dkimHost]: ['TXT', records[dkimHost][1], true] },
    });
    const stored = await harness.h.db.query<{ v: string; last: Date | null }>(
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

    harness.dns.ns.set('campaign-sender.test', ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect((await call('user.senderdomain.dnshost', { DomainID: id })).body).toEqual({
      Success: true,
      DomainID: id,
      SenderDomain: 'campaign-sender.test',
      DnsHost: 'Cloudflare',
      Nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
    });
  });
});
