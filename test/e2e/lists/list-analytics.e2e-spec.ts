/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { unique } from '@mail/testing';

import { codes, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

const today = () => new Date().toISOString().slice(0, 10);
const month = () => today().slice(0, 7);

// The list analytics over HTTP from subscriptions, an unsubscription and sources recorded by the existing commands
// (the campaign side, with opens, clicks and bounces, is list-analytics-sends.e2e-spec.ts).
describe('list analytics (5.9.1)', () => {
  let u: ListsUser;
  let other: ListsUser;
  let listId: number;
  const alpha = `${unique('alpha')}.test`;
  const beta = `${unique('beta')}.test`;

  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
    listId = await u.list();
    for (const name of ['a1', 'a2', 'a3']) await u.subscriber(listId, `${name}@${alpha}`);
    await u.subscriber(listId, `b1@${beta}`, { Source: 'Other', SourceRef: 'fair' });
    await u.ok('Subscriber.Unsubscribe', { ListID: listId, EmailAddress: `a3@${alpha}`, IPAddress: '10.0.0.1' });
  });

  it.each(FORMATS)('List.GetActivitySeries: exactly Days UTC days ending today, with today’s subscriptions and unsubscription (%s)', async (format) => {
    const res = await u.call('list.getactivityseries', { ListID: listId, Days: 3 }, format);
    expect(succeeded(res)).toBe(true);
    const series: any[] = Object.values(res.body.Series);
    expect([Number(res.body.ListID), Number(res.body.Days), series.length]).toEqual([listId, 3, 3]);
    expect(series[2]).toMatchObject({ Date: today() });
    expect([series[2].Subscriptions, series[2].Unsubscriptions, series[2].Imports, series[2].HardBounces, series[2].NetGrowth].map(Number)).toEqual([
      4, 1, 0, 0, 3,
    ]);
    expect(series.slice(0, 2).map((d) => Number(d.NetGrowth))).toEqual([0, 0]);
  });

  it('List.GetActivitySeries: Days defaults to 30 (0, negative, text) and is clamped to 365', async () => {
    for (const days of [0, -4, 'x']) expect((await u.ok('List.GetActivitySeries', { ListID: listId, Days: days })).Series).toHaveLength(30);
    expect((await u.ok('List.GetActivitySeries', { ListID: listId, Days: 900 })).Days).toBe(365);
  });

  it.each(FORMATS)('List.GetSubscriberStatusBreakdown: each subscriber once, Total the sum (%s)', async (format) => {
    const res = await u.call('List.GetSubscriberStatusBreakdown', { ListID: listId }, format);
    const counts = Object.fromEntries(Object.entries(res.body.Counts).map(([k, v]) => [k, Number(v)]));
    expect(counts).toEqual({ Active: 3, OptInPending: 0, SoftBounced: 0, HardBounced: 0, Unsubscribed: 1, Complained: 0, Suppressed: 0 });
    expect(Number(res.body.Total)).toBe(4);
  });

  it('List.GetTenureDistribution: deliverable subscribers joined today are in 0_30d', async () => {
    const res = await u.ok('List.GetTenureDistribution', { ListID: listId });
    expect(res.Buckets).toEqual({ '0_30d': 3, '1_3mo': 0, '3_6mo': 0, '6_12mo': 0, '1_2y': 0, '2y_plus': 0 });
    expect([res.Total, res.AsOf]).toEqual([3, expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)]);
  });

  it('List.GetTenureDistribution: each subscriber in its band by subscription date, a boundary in the older band', async () => {
    const own = await u.list();
    const ago = (days: number, seconds = 0) => new Date(Date.now() - days * 86_400_000 - seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
    const dates = [ago(45), ago(100), ago(200), ago(400), ago(800), ago(30, 5)];
    for (const [i, date] of dates.entries()) await u.subscriber(own, `t${i}@${alpha}`, { SubscriptionDate: date });
    const res = await u.ok('List.GetTenureDistribution', { ListID: own });
    expect(res.Buckets).toEqual({ '0_30d': 0, '1_3mo': 2, '3_6mo': 1, '6_12mo': 1, '1_2y': 1, '2y_plus': 1 });
    expect(res.Total).toBe(6);
  });

  it('List.GetEspBreakdown: top domains of deliverable subscribers, the rest as Other; unsubscriptions by domain', async () => {
    const res = await u.ok('List.GetEspBreakdown', { ListID: listId, Event: 'Subscribers', Top: 1 });
    expect([res.Event, res.Top, res.Total]).toEqual(['subscribers', 1, 3]);
    expect(res.Domains).toEqual([
      { Domain: alpha, Count: 2, Pct: 66.67 },
      { Domain: 'Other', Count: 1, Pct: 33.33 },
    ]);
    const all = await u.ok('List.GetEspBreakdown', { ListID: listId, Event: 'subscribers', Top: 'bad' });
    expect([all.Top, all.Domains.map((d: any) => d.Domain)]).toEqual([30, [alpha, beta]]);
    expect((await u.ok('List.GetEspBreakdown', { ListID: listId, Event: 'unsubscriptions' })).Domains).toEqual([{ Domain: alpha, Count: 1, Pct: 100 }]);
    expect((await u.ok('List.GetEspBreakdown', { ListID: listId, Event: 'opens' })).Domains).toEqual([]);
  });

  it('List.GetSourceBreakdown: every source key, this month per source, the Other labels', async () => {
    const res = await u.ok('List.GetSourceBreakdown', { ListID: listId });
    expect(res.Buckets).toEqual({ CSVImport: 0, API: 3, Webhook: 0, Manual: 0, Other: 1, Unknown: 0 });
    expect(res.Total).toBe(4);
    expect(res.Series).toEqual([
      { Month: month(), SubscriptionSource: 'API', Count: 3 },
      { Month: month(), SubscriptionSource: 'Other', Count: 1 },
    ]);
    expect(res.OtherRefs).toEqual([{ Ref: 'fair', Count: 1 }]);
  });

  it('List.GetEngagementTiers: never-openers joined too recently are in no tier; cutoffs echo, out of order revert to defaults', async () => {
    const res = await u.ok('List.GetEngagementTiers', { ListID: listId, ChampionDays: 7, EngagedDays: 20 });
    expect(res.Overrides).toEqual({ ChampionDays: 7, EngagedDays: 20, PassiveEndDays: 60, LapsedEndDays: 120, NeverEngagedJoinedDays: 30 });
    expect([res.Tiers, res.Total]).toEqual([{ Champions: 0, Engaged: 0, Passive: 0, Lapsed: 0, Dormant: 0, NeverEngaged: 0 }, 0]);
    const reverted = await u.ok('List.GetEngagementTiers', { ListID: listId, ChampionDays: 50, EngagedDays: 20, LapsedEndDays: 5000 });
    expect(reverted.Overrides).toEqual({ ChampionDays: 14, EngagedDays: 30, PassiveEndDays: 60, LapsedEndDays: 120, NeverEngagedJoinedDays: 30 });
  });

  it.each(FORMATS)('List.GetSendTimeHeatmap: a full 7 × 24 grid of zeros without opens; the event echoes lower-cased (%s)', async (format) => {
    const res = await u.call('List.GetSendTimeHeatmap', { ListID: listId, Event: 'CLICK', Days: 0 }, format);
    expect(succeeded(res)).toBe(true);
    expect([res.body.Event, Number(res.body.Days)]).toEqual(['click', 90]);
  });

  it('List.GetSendTimeHeatmap: every cell of the 7 × 24 grid is present, empty ones 0', async () => {
    const res = await u.ok('List.GetSendTimeHeatmap', { ListID: listId });
    expect([res.Event, res.Days]).toEqual(['open', 90]);
    expect(res.Grid).toEqual(Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)));
  });

  it('List.GetBounceTrend: Weeks ISO weeks starting on Monday, nothing sent: null percentages', async () => {
    const res = await u.ok('List.GetBounceTrend', { ListID: listId, Weeks: 2 });
    expect([res.Weeks, res.Series.length]).toEqual([2, 2]);
    for (const week of res.Series) {
      expect(new Date(`${week.WeekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(week).toMatchObject({ TotalSent: 0, HardBouncePct: null, SoftBouncePct: null, ComplaintPct: null });
    }
    expect(Date.parse(res.Series[1].WeekStart) - Date.parse(res.Series[0].WeekStart)).toBe(7 * 86_400_000);
    expect((await u.ok('List.GetBounceTrend', { ListID: listId, Weeks: 99 })).Weeks).toBe(26);
  });

  it('List.GetCtrRetentionMatrix: no sent campaigns, no rows; settings clamped', async () => {
    const res = await u.ok('List.GetCtrRetentionMatrix', { ListID: listId, LastNCampaigns: 500, CohortDepth: 'x' });
    expect([res.LastNCampaigns, res.CohortDepth, res.Campaigns]).toEqual([50, 7, []]);
  });

  it('Lists.Stats: per list figures from the window, archived lists left out, ListIDs limits the answer', async () => {
    const archived = await u.list();
    await u.ok('List.Archive', { SubscriberListID: archived });
    const res = await u.ok('Lists.Stats', { Days: 7 });
    const ids = res.Lists.map((l: any) => l.ListID);
    expect(ids).toContain(listId);
    expect(ids).not.toContain(archived);
    expect([res.Days, res.TotalListCount]).toEqual([7, ids.length]);
    expect(res.Lists.find((l: any) => l.ListID === listId)).toMatchObject({
      ActiveSubscriberCount: 3,
      TotalSent: 0,
      NetGrowth: 3,
      OpenRate: null,
      ClickRate: null,
      CTOR: null,
      LastActivityAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(res.WeightedAvgOpenRate).toBeNull();
    const only = await u.ok('Lists.Stats', { ListIDs: `${listId}`, Days: 0 });
    expect([only.Days, only.Lists.map((l: any) => l.ListID)]).toEqual([30, [listId]]);
    expect((await other.ok('Lists.Stats', { ListIDs: `${listId}` })).Lists).toEqual([]);
  });

  it('a report is cached while its list does not change (same AsOf) and recomputed once it does', async () => {
    const own = await u.list();
    await u.subscriber(own, `c1@${alpha}`);
    const first = await u.ok('List.GetTenureDistribution', { ListID: own });
    await new Promise((r) => setTimeout(r, 1100));
    const again = await u.ok('List.GetTenureDistribution', { ListID: own });
    // each process keeps its own cache: over several replicas (the distributed run) another one may compute it afresh
    const oneProcess = !process.env.E2E_SECOND_EDGE_URL;
    expect({ ...again, AsOf: oneProcess ? again.AsOf : first.AsOf }).toEqual(first);
    await u.subscriber(own, `c2@${alpha}`);
    const after = await u.ok('List.GetTenureDistribution', { ListID: own });
    expect([first.Total, after.Total, after.AsOf > first.AsOf]).toEqual([1, 2, true]);
  });

  describe('errors', () => {
    const missingIsNotFound = ['List.GetActivitySeries', 'List.GetSubscriberStatusBreakdown', 'List.GetBounceTrend', 'List.GetEngagementTiers'];
    const missingIsOne = ['List.GetSendTimeHeatmap', 'List.GetTenureDistribution', 'List.GetCtrRetentionMatrix', 'List.GetSourceBreakdown'];

    it.each(FORMATS)("99997 for another user's list, a non-numeric or non-positive ListID (%s)", async (format) => {
      const theirs = await other.list();
      for (const command of [...missingIsNotFound, ...missingIsOne, 'List.GetEspBreakdown'])
        for (const id of [theirs, 'abc', -3]) {
          const event = command === 'List.GetEspBreakdown' ? 'opens' : 'open';
          expect([command, id, codes(await u.call(command, { ListID: id, Event: event }, format))]).toEqual([command, id, [99997]]);
        }
    });

    it.each(FORMATS)('a missing ListID: 99997 or 1 as each command documents (%s)', async (format) => {
      for (const command of missingIsNotFound) expect([command, codes(await u.call(command, {}, format))]).toEqual([command, [99997]]);
      for (const command of missingIsOne) expect([command, codes(await u.call(command, {}, format))]).toEqual([command, [1]]);
      expect(codes(await u.call('List.GetEspBreakdown', { Event: 'opens' }, format))).toEqual([1]);
    });

    it.each(FORMATS)('2 for an Event that is not allowed (%s)', async (format) => {
      expect(codes(await u.call('List.GetSendTimeHeatmap', { ListID: listId, Event: 'bounce' }, format))).toEqual([2]);
      expect(codes(await u.call('List.GetEspBreakdown', { ListID: listId, Event: 'bounce' }, format))).toEqual([2]);
      expect(codes(await u.call('List.GetEspBreakdown', { ListID: listId }, format))).toEqual([2]);
    });

    it('99998 without credentials', async () => {
      const res = await u.call('List.GetSourceBreakdown', { ListID: listId, APIKey: 'nope' });
      expect(codes(res)).toEqual([99998]);
    });
  });
});
