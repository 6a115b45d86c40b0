import { verifyHarness } from './verify-harness';

/** EmailGateway.VerifyDomain looks DNS up at once (a DNS server of the test's own) and moves the stored statuses. */
describe('gateway: EmailGateway.VerifyDomain (real DNS server, PostgreSQL)', () => {
  const harness = verifyHarness('gateway_verify_domain_int', 7_000_000);
  const { call } = harness;

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
        await harness.h.db.query<{ v: string; d: string; s: string }>(
          `SELECT "verification_status" AS v, "dkim_status" AS d, "spf_status" AS s FROM "gateway"."sender_domain" WHERE "id" = $1`,
          [id],
        )
      )[0];

    const none = await call('EmailGateway.VerifyDomain', { DomainID: id });
    expect(none.body).toEqual({
      Domain: { DomainID: id, SenderDomain: 'verify-now.test', Status: 'Approval Pending', DKIMStatus: 'Pending', SPFStatus: 'Pending' },
      DNSVerificationResults: { 'verify-now.test': ['TXT', spf.Value, false], [dkim.Name]: ['TXT', dkim.Value, false] },
    });

    harness.dns.txt.set('verify-now.test', [spf.Value]);
    harness.dns.txt.set(dkim.Name.toLowerCase(), [dkim.Value]);
    const good = await call('EmailGateway.VerifyDomain', { DomainID: id });
    expect(good.body).toMatchObject({
      Domain: { Status: 'Enabled', DKIMStatus: 'Verified', SPFStatus: 'Verified' },
      DNSVerificationResults: { 'verify-now.test': ['TXT', spf.Value, true], [dkim.Name]: ['TXT', dkim.Value, true] },
    });
    expect(await stored()).toEqual({ v: 'Verified', d: 'Verified', s: 'Verified' });

    harness.dns.txt.set(dkim.Name.toLowerCase(), ['v=DKIM1; k=rsa; p=SOMEONEELSE']);
    expect((await call('EmailGateway.VerifyDomain', { DomainID: id })).body).toMatchObject({
      Domain: { Status: 'Failed', DKIMStatus: 'Failed', SPFStatus: 'Verified' },
    });
    expect(await stored()).toEqual({ v: 'Failed', d: 'Failed', s: 'Verified' });

    expect((await call('EmailGateway.VerifyDomain', { DomainID: id + 1000 })).code).toBe(2);
  });
});
