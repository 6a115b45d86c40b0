import { keyringFromEnvironment } from '@mail/secrets';
import { e2eEnv, e2eSql } from '@mail/testing';

import { sentCampaign, type SentCampaign } from '../../../apps/campaigns/test/campaign-fixture';
import { TrackingTokens, type TrackingTarget } from '../../../apps/campaigns/src/engagement/tracking-token';
import { email, listsUser, type ListsUser } from '../lists/lists-helpers';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const APPLE_PRIVACY = 'Mozilla/5.0';
const SCRIPT = 'curl/8.5.0';

/** the campaign's events counted at each grain the statistics read: the whole campaign, a UTC day, a link */
const RECOUNT = `
  SELECT "kind", "is_bot", 'all' AS "grain", count(*)::int AS "total", count(DISTINCT "recipient_id")::int AS "uniq", sum("value")::text AS "revenue"
  FROM "campaigns"."tracking_event" WHERE "campaign_id" = $1 GROUP BY 1, 2
  UNION ALL
  SELECT "kind", "is_bot", to_char("occurred_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD'), count(*)::int, count(DISTINCT "recipient_id")::int, sum("value")::text
  FROM "campaigns"."tracking_event" WHERE "campaign_id" = $1 GROUP BY 1, 2, 3
  UNION ALL
  SELECT "kind", "is_bot", 'link ' || "link_id", count(*)::int, count(DISTINCT "recipient_id")::int, sum("value")::text
  FROM "campaigns"."tracking_event" WHERE "campaign_id" = $1 AND "link_id" IS NOT NULL GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3`;

/** the counters the statistics read, at the same grains (rows a machine's hits emptied are left out) */
const COUNTERS = `
  SELECT "kind", "is_bot", CASE WHEN "link_id" <> 0 THEN 'link ' || "link_id" WHEN "day" = '-infinity' THEN 'all' ELSE to_char("day", 'YYYY-MM-DD') END AS "grain",
         "total", "uniq", "revenue"::text AS "revenue"
  FROM "campaigns"."event_tally" WHERE "campaign_id" = $1 AND ("total" <> 0 OR "uniq" <> 0 OR "revenue" <> 0) ORDER BY 1, 2, 3`;

// Campaign statistics are counters kept with each tracking write: after concurrent opens, clicks (a scanner's burst
// turning earlier clicks and their implied open into a machine's), web views and an unsubscription over HTTP, the
// counters equal counting the events, and Campaign.Get answers those counts.
describe('campaign statistics counters', () => {
  const { baseUrl } = e2eEnv();
  const tokens = new TrackingTokens(keyringFromEnvironment());
  let user: ListsUser;
  let sent: SentCampaign;

  const url = (kind: TrackingTarget['kind'], index: number, linkId?: number) =>
    tokens.url(baseUrl, { kind, campaignId: sent.campaignId, run: 1, recipientId: sent.recipients[index].recipientId, ...(linkId ? { linkId } : {}) });
  const hit = async (target: string, agent = BROWSER, init: RequestInit = {}) => {
    const res = await fetch(target, { redirect: 'manual', ...init, headers: { 'user-agent': agent, ...(init.headers ?? {}) } });
    await res.arrayBuffer();
    return res.status;
  };
  const link = (i: number) => sent.links[i].linkId;

  beforeAll(async () => {
    user = await listsUser();
    const listId = await user.list();
    const subscribers = [];
    for (let i = 0; i < 4; i += 1) {
      const address = email('counted');
      subscribers.push({ id: await user.subscriber(listId, address), email: address });
    }
    sent = await sentCampaign((sql, params) => e2eSql(sql, params), {
      userId: user.user.userId,
      listId,
      subscribers,
      urls: ['https://shop.example/a', 'https://shop.example/b', 'https://shop.example/c'],
    });
  });

  it('equal counting the events, through concurrent hits and a burst turned machine', async () => {
    const statuses = await Promise.all([
      ...[0, 1, 2, 3, 0, 1, 2, 3].map((i) => hit(url('o', i))),
      hit(url('o', 1), APPLE_PRIVACY),
      hit(url('c', 0, link(0))),
      hit(url('c', 1, link(1))),
      hit(url('c', 3, link(2)), SCRIPT),
      hit(url('v', 0)),
      hit(url('v', 3)),
    ]);
    // recipient 2 clicks every link within seconds: a scanner's burst
    for (const i of [0, 1, 2]) statuses.push(await hit(url('c', 2, link(i))));
    statuses.push(
      await hit(url('u', 3), BROWSER, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
    );
    expect(new Set(statuses)).toEqual(new Set([200, 302]));

    const burst = await e2eSql<{ flipped: number }>(
      `SELECT count(*)::int AS flipped FROM "campaigns"."tracking_event" WHERE "campaign_id" = $1 AND "recipient_id" = $2 AND "is_bot" AND "detail" = 'scanner:burst'`,
      [sent.campaignId, sent.recipients[2].recipientId],
    );
    expect(burst[0].flipped).toBeGreaterThanOrEqual(3);
    const recount = await e2eSql(RECOUNT, [sent.campaignId]);
    expect(recount.length).toBeGreaterThan(10);
    expect(await e2eSql(COUNTERS, [sent.campaignId])).toEqual(recount);

    const stats = (await user.ok('Campaign.Get', { CampaignID: sent.campaignId, RetrieveStatistics: true })).Campaign;
    const count = (kind: string, isBot: boolean, grain = 'all') => recount.find((r) => r.kind === kind && r.is_bot === isBot && r.grain === grain);
    const figures = (kind: string, isBot: boolean, grain = 'all') => [count(kind, isBot, grain)?.uniq ?? 0, count(kind, isBot, grain)?.total ?? 0];
    expect([stats.UniqueOpens, stats.TotalOpens]).toEqual(figures('open', false));
    expect([stats.UniqueClicks, stats.TotalClicks]).toEqual(figures('click', false));
    expect([stats.UniqueViewsOnBrowser, stats.TotalViewsOnBrowser]).toEqual(figures('view', false));
    expect(stats.TotalUnsubscriptions).toBe(figures('unsubscribe', false)[0]);
    const { OpenStatistics, ClickStatistics } = stats.Statistics;
    expect([OpenStatistics.Machine.UniqueOpens, OpenStatistics.Machine.TotalOpens]).toEqual(figures('open', true));
    expect([ClickStatistics.Machine.UniqueClicks, ClickStatistics.Machine.TotalClicks]).toEqual(figures('click', true));
    for (const l of ClickStatistics.Links) {
      expect([l.UniqueClicks, l.TotalClicks, l.MachineClicks]).toEqual([
        ...figures('click', false, `link ${l.LinkID}`),
        figures('click', true, `link ${l.LinkID}`)[1],
      ]);
    }
    const today = new Date().toISOString().slice(0, 10);
    const day = OpenStatistics.Days.find((d: { Date: string }) => d.Date === today);
    expect([day.Unique, day.Total]).toEqual(figures('open', false, today));
  });
});
