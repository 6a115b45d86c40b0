/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
import { sql, trackingUser, type TrackingUser, waitFor } from '../tracking/tracking-helpers';
import { eventsSign, smsAudience, smsCampaign } from './sms-helpers';

const NUMBERS = ['+14155552681', '+14155552682', '+14155552683'];
const HOUR = 3_600_000;

/** The counters as a full recount of the store would give them (what the roll-up computed before it was incremental). */
async function recount(campaignId: number) {
  const [row] = await sql<Record<string, string>>(
    `SELECT count(*) FILTER (WHERE "event" = 'queued') AS "TotalQueued",
       count(DISTINCT "message_id") FILTER (WHERE "event" = 'sent') AS "TotalSent",
       count(DISTINCT "message_id") FILTER (WHERE "event" = 'delivered') AS "TotalDelivered",
       count(DISTINCT "message_id") FILTER (WHERE "event" = 'undelivered') AS "TotalUndelivered",
       count(DISTINCT "message_id") FILTER (WHERE "event" = 'expired') AS "TotalExpired",
       count(*) FILTER (WHERE "event" = 'clicked' AND NOT "is_bot") AS "TotalClicks",
       count(DISTINCT "message_id") FILTER (WHERE "event" = 'clicked' AND NOT "is_bot") AS "TotalUniqueClicks",
       count(*) FILTER (WHERE "event" = 'replied') AS "TotalReplies",
       count(DISTINCT "message_id") FILTER (WHERE "event" = 'opted_out') AS "TotalOptOuts",
       COALESCE(sum("parts") FILTER (WHERE "event" = 'sent'), 0) AS "TotalParts",
       (SELECT to_char(COALESCE(sum("cost"), 0), 'FM9999999990.00000') FROM (SELECT DISTINCT ON ("message_id") "cost" FROM "sms"."sms_event"
         WHERE "campaign_id" = $1 AND "cost" IS NOT NULL ORDER BY "message_id", "event_time" DESC) c) AS "ActualCost",
       (SELECT count(*) FROM (SELECT "message_id" FROM "sms"."sms_event" WHERE "campaign_id" = $1 GROUP BY 1
         HAVING bool_or("event" = 'sent') AND NOT bool_or("event" IN ('delivered', 'undelivered', 'expired'))) a) AS "AwaitingReport"
     FROM "sms"."sms_event" WHERE "campaign_id" = $1`,
    [campaignId],
  );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'ActualCost' ? v : Number(v)]));
}

/** The hourly series as a full recount of the store gives it (bots left out). */
async function recountHourly(campaignId: number) {
  return sql<{ Bucket: string; Event: string; Events: number; Messages: number }>(
    `SELECT to_char(date_trunc('hour', "event_time"), 'YYYY-MM-DD HH24:00:00') AS "Bucket", "event" AS "Event",
       count(*) FILTER (WHERE NOT "is_bot")::int AS "Events", (count(DISTINCT "provider_message_id") FILTER (WHERE NOT "is_bot"))::int AS "Messages"
     FROM "sms"."sms_event" WHERE "campaign_id" = $1 GROUP BY 1, 2 HAVING count(*) FILTER (WHERE NOT "is_bot") > 0 ORDER BY 1, 2`,
    [campaignId],
  );
}

/**
 * The roll-up folds only the events stored since its last fold. After each wave of provider events (duplicates, a
 * receipt that arrives days late, repeated and bot clicks, a repriced message) the counters and the hourly series are
 * exactly what a full recount of the store gives; after the retention window removed the detail they are unchanged.
 */
describe('SMS roll-up: incremental folds', () => {
  let u: TrackingUser;
  let campaignId: number;
  let hooks: { EventsURL: string; EventsSecret: string };
  let queue: number[];
  const read = async (path: string, params: Record<string, unknown> = {}) => {
    const res = await u.v1('GET', path, { SMSCampaignID: campaignId, ...params });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body as Record<string, any>;
  };
  const post = async (events: Record<string, unknown>[]) => {
    const body = JSON.stringify({ Events: events });
    const res = await fetch(hooks.EventsURL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-sms-signature': eventsSign(hooks.EventsSecret, body) },
    });
    expect(res.status).toBe(200);
  };
  const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
  const receipt = (id: string, i: number, status: string, extra: Record<string, unknown> = {}) => ({
    EventID: `${id}-${campaignId}`,
    Type: 'receipt',
    Status: status,
    QueueID: queue[i],
    ...extra,
  });
  /** waits for a fold that shows `expected`, then checks every counter and the series against a full recount */
  const foldedTo = async (expected: Record<string, unknown>) => {
    const s = await waitFor(
      () => read('smscampaign.stats'),
      (b) => Object.entries(expected).every(([k, v]) => b.Counters[k] === v),
      30_000,
    );
    const { CountersUpdatedAt: _t, CostCurrency: _c, TotalAudience: _a, ...counters } = s.Counters;
    expect(counters).toEqual(await recount(campaignId));
    expect((await read('smscampaign.stats.timeseries')).Series).toEqual(await recountHourly(campaignId));
    return s;
  };

  beforeAll(async () => {
    u = await trackingUser();
    campaignId = await smsCampaign(u, await smsAudience(u, NUMBERS));
    const sent = await u.v1('POST', 'smscampaign.send', { SMSCampaignID: campaignId });
    if (sent.body?.Status !== 'Sending') throw new Error(`smscampaign.send: ${sent.text}`);
    const outbox = await waitFor(
      async () => (await u.v1('GET', 'smsoutbox', { Limit: 500 })).body.Messages as any[],
      (m) => m.filter((x) => NUMBERS.includes(x.To)).length === NUMBERS.length,
      20_000,
    );
    queue = NUMBERS.map((n) => outbox.find((m) => m.To === n).QueueID);
    hooks = (await u.v1('POST', 'smsprovider', { Provider: 'outbox' })).body;
  }, 60_000);

  it('counts the sends, then each wave of receipts and clicks exactly once', async () => {
    await foldedTo({ TotalSent: 3, AwaitingReport: 3 });

    await post([
      receipt('d0', 0, 'delivered', { Cost: '0.0100', Currency: 'USD', Time: at(2 * HOUR) }),
      receipt('c0a', 0, 'clicked', { Time: at(HOUR), URL: 'https://example.com/offer' }),
      receipt('c0bot', 0, 'clicked', { Time: at(HOUR), URL: 'https://example.com/offer', IsBot: 1 }),
    ]);
    await foldedTo({ TotalDelivered: 1, TotalClicks: 1, AwaitingReport: 2, ActualCost: '0.01000' });

    // a duplicate, a second click in the same hour, another message's click, a receipt three days late, a later price
    await post([
      receipt('d0', 0, 'delivered', { Cost: '0.0100', Currency: 'USD', Time: at(2 * HOUR) }),
      receipt('c0b', 0, 'clicked', { Time: at(HOUR), URL: 'https://example.com/offer' }),
      receipt('c1', 1, 'clicked', { Time: at(HOUR), URL: 'https://example.com/offer' }),
      receipt('d1', 1, 'delivered', { Time: at(72 * HOUR) }),
      receipt('p0', 0, 'delivered', { Cost: '0.0200', Currency: 'USD', Time: at(HOUR / 2) }),
    ]);
    const s = await foldedTo({ TotalDelivered: 2, TotalClicks: 3, TotalUniqueClicks: 2, AwaitingReport: 1, ActualCost: '0.02000' });
    expect(s.Counters.CostCurrency).toBe('USD');
    const clicksHour = (await read('smscampaign.stats.timeseries', { Events: 'clicked' })).Series;
    expect(clicksHour).toEqual([expect.objectContaining({ Events: 3, Messages: 2 })]);
    expect((await read('smscampaign.stats.timeseries', { Events: 'clicked', IncludeBots: 1 })).Series[0]).toMatchObject({ Events: 4, Messages: 2 });

    await post([receipt('x2', 2, 'expired'), receipt('x2', 2, 'expired')]);
    await foldedTo({ TotalExpired: 1, AwaitingReport: 0 });
    const [{ n }] = await sql<{ n: string }>(`SELECT count(*) AS n FROM "sms"."sms_event" WHERE "campaign_id" = $1 AND "event_id" LIKE '%x2-%'`, [campaignId]);
    expect(Number(n)).toBe(1);
  }, 120_000);

  it('keeps the counters and the series once retention removed the detail', async () => {
    const before = await read('smscampaign.stats');
    const series = await read('smscampaign.stats.timeseries');
    const daily = await read('smscampaign.stats.timeseries', { Granularity: 'day' });
    await sql(`UPDATE "sms"."sms_campaign" SET "send_at" = now() - interval '400 days' WHERE "id" = $1`, [campaignId]);
    await post([receipt('late-click', 2, 'clicked', { URL: 'https://example.com/offer', IsBot: 1 })]);
    const after = await waitFor(
      () => read('smscampaign.stats'),
      (b) => b.DetailExpired === true,
      30_000,
    );
    const [{ n }] = await sql<{ n: string }>(`SELECT count(*) AS n FROM "sms"."sms_event" WHERE "campaign_id" = $1`, [campaignId]);
    expect(Number(n)).toBe(0);
    const { CountersUpdatedAt: _a, ...was } = before.Counters;
    const { CountersUpdatedAt: _b, ...now } = after.Counters;
    expect(now).toEqual(was);
    expect((await read('smscampaign.stats.timeseries')).Series).toEqual(series.Series);
    // the bot click folded by retention's last fold is in the daily series (bots included)
    const total = (b: any) => b.Series.filter((r: any) => r.Event === 'clicked').reduce((t: number, r: any) => t + r.Events, 0);
    expect(total(await read('smscampaign.stats.timeseries', { Granularity: 'day' }))).toBe(total(daily) + 1);
  }, 60_000);

  it("a journey's campaign (Active for good) loses each message's detail once it is past the window; counters stay", async () => {
    const journeyCampaign = await smsCampaign(u, await smsAudience(u, ['+14155552691', '+14155552692']));
    await u.v1('POST', 'smscampaign.send', { SMSCampaignID: journeyCampaign });
    const stats = () => u.v1('GET', 'smscampaign.stats', { SMSCampaignID: journeyCampaign }).then((r) => r.body as Record<string, any>);
    await waitFor(stats, (b) => b.Status === 'Sent' && b.Counters.TotalSent === 2, 30_000);
    const recipients = async () => (await u.v1('GET', 'smscampaign.recipients', { SMSCampaignID: journeyCampaign })).body as Record<string, any>;
    const [old, recent] = (await recipients()).Recipients.map((r: any) => r.QueueID);
    // as a journey's SendSMS campaign is; one message queued 400 days ago
    await sql(`UPDATE "sms"."sms_campaign" SET "status" = 'Active' WHERE "id" = $1`, [journeyCampaign]);
    await sql(`UPDATE "sms"."sms_message" SET "created_at" = now() - interval '400 days' WHERE "id" = $1`, [old]);
    const before = (await stats()).Counters;
    await post([{ EventID: `jd-${journeyCampaign}`, Type: 'receipt', Status: 'delivered', QueueID: recent }]);
    const left = await waitFor(recipients, (b) => b.Recipients.length === 1, 30_000);
    expect(left).toMatchObject({ DetailExpired: false, Recipients: [expect.objectContaining({ QueueID: recent, Status: 'Delivered' })] });
    const [{ n }] = await sql<{ n: string }>(`SELECT count(*) AS n FROM "sms"."sms_event" WHERE "message_id" = $1`, [old]);
    expect(Number(n)).toBe(0);
    const after = await waitFor(stats, (b) => b.Counters.TotalDelivered === 1, 30_000);
    const { CountersUpdatedAt: _a, ...was } = before;
    const { CountersUpdatedAt: _b, ...now } = after.Counters;
    expect(now).toEqual({ ...was, TotalDelivered: 1, AwaitingReport: was.AwaitingReport - 1 });
    expect(after.DetailExpired).toBe(false);
  }, 60_000);
});
