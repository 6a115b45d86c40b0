import { Client } from 'pg';

import { e2eEnv, until } from '@mail/testing';

import { StatsCounters1800510000000 } from '../../../apps/gateway/src/database/migrations/1800510000000-StatsCounters';

import { addDomain, addKey, bouncePort, gatewayUser, type GatewayUser, inbox, markVerified, openTracked, reportBounce, sql } from './gateway-helpers';

/**
 * The statistics are counters kept by the statements that record messages and events (migration StatsCounters):
 * after real sends, an open (the tracked copy's pixel) and bounces (DSNs at the return path), every statistic equals
 * what the stored messages and events count.
 */
(inbox && bouncePort ? describe : describe.skip)('gateway statistics are counters that match the events (issue 28)', () => {
  const { api, baseUrl } = e2eEnv();
  let u: GatewayUser;
  const d = { id: 0, name: '', key: '' };
  const today = new Date().toISOString().slice(0, 10);
  const recipients = ['ann@alpha.example', 'bob@alpha.example', 'cy@beta.example', 'di@gamma.example'];

  /** the stored events of the domain, counted per kind and per recipient domain */
  const stored = async () => {
    const kinds = await sql<{ event: string; n: string }>(`SELECT "event", count(*) AS "n" FROM "gateway"."message_event" WHERE "domain_id" = $1 GROUP BY 1`, [
      d.id,
    ]);
    const perKind = Object.fromEntries(kinds.map((k) => [k.event, Number(k.n)]));
    const [accepted] = await sql<{ n: string }>(`SELECT coalesce(sum(cardinality("recipients")), 0) AS "n" FROM "gateway"."message" WHERE "domain_id" = $1`, [
      d.id,
    ]);
    const perDomain = await sql<{ domain: string; delivered: string; bounced: string }>(
      `SELECT split_part("recipient", '@', 2) AS "domain", count(*) FILTER (WHERE "event" = 'delivery') AS "delivered",
         count(*) FILTER (WHERE "event" = 'bounce') AS "bounced"
       FROM "gateway"."message_event" WHERE "domain_id" = $1 GROUP BY 1 ORDER BY 2 DESC, 1`,
      [d.id],
    );
    return { perKind, accepted: Number(accepted.n), perDomain };
  };

  beforeAll(async () => {
    u = await gatewayUser();
    const added = await addDomain(u);
    await markVerified(added.id);
    Object.assign(d, { id: added.id, name: added.name, key: await addKey(u, added.id) });
    const subject = `Counters ${d.id}`;
    const send = async (to: string[], tags: string[]) =>
      (
        await api.v1(
          'POST',
          'email',
          {
            Subject: subject,
            From: { email: `news@${d.name}` },
            To: to.map((email) => ({ email })),
            HTMLContent: '<html><body><p>hello</p></body></html>',
            PlainContent: 'hello',
            TrackOpens: true,
            Tags: tags,
          },
          { bearer: d.key },
        )
      ).body.MessageID as string;
    const first = await send(recipients.slice(0, 2), ['news', 'weekly']);
    const second = await send(recipients.slice(2), ['news']);
    await until(
      async () => (await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, Event: 'delivered', DomainID: d.id })).Events.length as number,
      (n) => n >= 4,
      'the four deliveries recorded',
      60_000,
      200,
    );
    await openTracked(baseUrl, first, subject, 'ann@alpha.example');
    await reportBounce(d.name, second, 'cy@beta.example');
    await reportBounce(d.name, first, 'bob@alpha.example');
    await until(
      async () => (await stored()).perKind.bounce ?? 0,
      (n) => n >= 2,
      'the two bounces recorded',
      30_000,
      200,
    );
  });

  it('DomainStats, AccountStats and DailySeries equal the stored events and accepted recipients', async () => {
    const { perKind, accepted } = await stored();
    expect(perKind).toMatchObject({ delivery: 4, bounce: 2, open: 1 });
    const expected = { Sent: accepted, Delivered: perKind.delivery, Bounced: perKind.bounce, Opened: perKind.open, Clicked: perKind.click ?? 0 };
    const stats = await u.ok('EmailGateway.DomainStats', { DomainID: d.id });
    expect(stats.Stats).toEqual(expected);
    expect(stats.TagStats).toEqual({ news: { Sent: 4, Delivered: 4 }, weekly: { Sent: 2, Delivered: 2 } });
    expect((await u.ok('EmailGateway.AccountStats')).Totals).toMatchObject(expected);
    expect((await u.ok('EmailGateway.DailySeries', { DomainID: d.id })).Series).toEqual({
      [today]: { Sent: accepted, Bounced: perKind.bounce, Opened: perKind.open, Clicked: 0 },
    });
  });

  it('ListRecipientDomains and RecipientDomainStats equal the stored events per recipient domain', async () => {
    const { perDomain } = await stored();
    const listed = await u.ok('EmailGateway.ListRecipientDomains', { DomainID: d.id });
    expect(listed.RecipientDomains.map((r: { Domain: string; Sent: number; Failed: number }) => [r.Domain, r.Sent, r.Failed])).toEqual(
      perDomain.map((r) => [r.domain, Number(r.delivered), Number(r.bounced)]),
    );
    const beta = await u.ok('EmailGateway.RecipientDomainStats', { DomainID: d.id, RecipientToDomain: 'beta.example' });
    expect(beta.SummaryStats.map((s: { Status: string; TotalEmails: number }) => [s.Status, s.TotalEmails])).toEqual([
      ['Sent', 1],
      ['Failed', 1],
    ]);
    const failed = beta.DeliverySpeedHistogram.Failed as { EmailCount: number }[];
    expect(failed.reduce((n, r) => n + r.EmailCount, 0)).toBe(1);
  });

  it('GetDomains WithCounts takes its 7 days from the counters', async () => {
    const { perKind, accepted } = await stored();
    const [row] = (await u.ok('EmailGateway.GetDomains', { WithCounts: 1 })).Domains.filter((x: { DomainID: number }) => x.DomainID === d.id);
    expect(row).toMatchObject({ Sent7d: accepted, BounceRate7d: Math.round((perKind.bounce / accepted) * 10_000) / 100 });
    expect(new Date(row.LastActivityAt).getTime()).toBeGreaterThan(Date.now() - 3_600_000);
  });

  it('the migration’s backfill from the stored messages and events gives the counters the writes kept', async () => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const rows = async (table: string) =>
      (await client.query(`SELECT * FROM "gateway"."${table}" WHERE "domain_id" = $1 ORDER BY 3, 4`, [d.id])).rows.map((r: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1e6) / 1e6 : v])),
      );
    try {
      // in a transaction rolled back: the backfill truncates and recounts every counter
      await client.query('BEGIN');
      const kept = { daily: await rows('stats_daily'), tags: await rows('stats_tag_daily') };
      expect(kept.daily.length).toBeGreaterThan(0);
      await new StatsCounters1800510000000().up({ query: (text: string) => client.query(text) } as never);
      expect({ daily: await rows('stats_daily'), tags: await rows('stats_tag_daily') }).toEqual(kept);
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
  });
});
