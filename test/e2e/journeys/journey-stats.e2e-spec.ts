/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are untyped */
import { e2eSql, unique } from '@mail/testing';

import { FORMATS, type Format, journeysUser, type JourneysUser, legacyCode, succeeded, v1Code, waitFor } from './journeys-helpers';

describe('journey email statistics (journey.stats.byaction, journey.stats.byisp, account.journey.benchmark)', () => {
  let u: JourneysUser;
  let other: JourneysUser;
  let journeyId: number;
  let sendAction: number;
  let tagAction: number;
  const today = new Date().toISOString().slice(0, 10);
  const [x, y, z] = [`${unique('x')}@alpha.example`, `${unique('y')}@alpha.example`, `${unique('z')}@beta.example`];

  beforeAll(async () => {
    [u, other] = await Promise.all([journeysUser(), journeysUser()]);
    const listId = await u.list();
    const tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('t') })).TagID);
    const EmailID = await u.email({
      EmailName: 'Stats',
      Subject: 'Hello',
      HTMLContent: '<html><body><p>Hi</p><a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
      PlainContent: 'Hi. Unsubscribe: %Link:Unsubscribe%',
    });
    journeyId = await u.journey({ Trigger: 'ListSubscription', Trigger_ListID: listId });
    const saved = await u.actions(journeyId, [
      { Action: 'SendEmail', ActionParameters: { EmailID } },
      { Action: 'AddTag', ActionParameters: { TargetTagID: tagId } },
    ]);
    if (saved.status !== 200) throw new Error(`journey.actions failed: ${saved.text}`);
    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });
    const ids: number[] = [];
    for (const address of [x, y, z])
      ids.push(Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1' })).SubscriberID));
    const done = await waitFor(
      () => u.get(journeyId),
      (r) => Number(r.body?.Actions?.[0]?.Stats?.EmailSent) === 3,
      30_000,
    );
    [sendAction, tagAction] = done.body.Actions.map((a: any) => Number(a.ActionID));
    // what the engagement consumer records for the action's email: x opened and clicked, z opened, y bounced
    await e2eSql(
      `INSERT INTO "journeys"."action_engagement" ("action_id", "subscriber_id", "kind") VALUES ($1, $2, 'open'), ($1, $2, 'click'), ($1, $4, 'open'), ($1, $3, 'bounce')`,
      [sendAction, ...ids],
    );
  });

  it('byaction: each SendEmail action’s window totals and a zero-filled daily series; one action or one ISP', async () => {
    const res = await u.v1('GET', 'journey.stats.byaction', { JourneyID: journeyId });
    expect(res.status).toBe(200);
    expect(res.body.Actions).toHaveLength(1);
    const [row] = res.body.Actions;
    expect(row).toMatchObject({ ActionID: sendAction, Action: 'SendEmail', EmailName: 'Stats', OrderNo: 1 });
    expect(row.EmailID).toBeGreaterThan(0);
    expect(row.Stats).toEqual({
      SendCount: 3,
      DeliveryCount: 2,
      OpenCount: 2,
      ClickCount: 1,
      BounceCount: 1,
      UnsubscribeCount: 0,
      SpamComplaintCount: 0,
      TotalRevenue: 0,
    });
    expect(row.DailyStats).toHaveLength(31);
    expect(row.DailyStats.at(-1)).toEqual({ Date: today, SendCount: 3, OpenCount: 2, ClickCount: 1, TotalRevenue: 0 });
    expect(row.DailyStats.slice(0, -1).every((d: any) => d.SendCount === 0)).toBe(true);

    const beta = await u.v1('GET', 'journey.stats.byaction', { JourneyID: journeyId, ISP: 'beta.example', EmailID: sendAction });
    expect(beta.body.Actions[0].Stats).toMatchObject({ SendCount: 1, OpenCount: 1, ClickCount: 0, BounceCount: 0 });
    const past = await u.legacy('journey.stats.byaction', { JourneyID: journeyId, StartDate: '2020-02-28', EndDate: '2020-03-01' });
    expect(succeeded(past)).toBe(true);
    expect(past.body.Actions[0].DailyStats.map((d: any) => d.Date)).toEqual(['2020-02-28', '2020-02-29', '2020-03-01']);
    expect(past.body.Actions[0].Stats.SendCount).toBe(0);
  });

  it('byisp: the figures per recipient domain, most sent first', async () => {
    const res = await u.v1('GET', 'journey.stats.byisp', { JourneyID: journeyId, StartDate: today, EndDate: today });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      Success: true,
      ByISP: [
        { Domain: 'alpha.example', Sent: 2, Delivered: 1, Opened: 1, Clicked: 1, Bounced: 1, Unsubscribed: 0, Complained: 0 },
        { Domain: 'beta.example', Sent: 1, Delivered: 1, Opened: 1, Clicked: 0, Bounced: 0, Unsubscribed: 0, Complained: 0 },
      ],
    });
    expect((await u.v1('GET', 'journey.stats.byisp', { JourneyID: journeyId, StartDate: '2020-01-01', EndDate: '2020-01-31' })).body.ByISP).toEqual([]);
  });

  it('benchmark: the user’s rates weighted by sends; another user has none', async () => {
    const res = await u.v1('GET', 'account.journey.benchmark', {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Success: true, EndDate: today });
    expect(res.body.Benchmark).toEqual({
      OpenRate: 0.6667,
      ClickRate: 0.3333,
      ClickToOpenRate: 0.5,
      BounceRate: 0.3333,
      UnsubscribeRate: 0,
      ComplaintRate: 0,
      RevenuePerSubscriber: 0,
      JourneyCount: 1,
      TotalSent: 3,
    });
    expect((await other.v1('GET', 'account.journey.benchmark', {})).body.Benchmark).toMatchObject({ JourneyCount: 0, TotalSent: 0, OpenRate: 0 });
  });

  describe.each(FORMATS)('%s errors', (format: Format) => {
    it.each(['journey.stats.byaction', 'journey.stats.byisp'])('%s: 1–7 with their statuses; another user’s journey is 3 (404)', async (path) => {
      const foreign = await other.journey();
      for (const [params, status, code] of [
        [{}, 422, 1],
        [{ JourneyID: 'x' }, 422, 2],
        [{ JourneyID: foreign }, 404, 3],
        [{ JourneyID: journeyId, StartDate: '2024-13-01' }, 422, 4],
        [{ JourneyID: journeyId, EndDate: 'yesterday' }, 422, 5],
        [{ JourneyID: journeyId, StartDate: '2024-02-02', EndDate: '2024-02-01' }, 422, 6],
        [{ JourneyID: journeyId, EmailID: 'x' }, 422, 7],
        [{ JourneyID: journeyId, EmailID: tagAction }, 422, 7],
      ] as const) {
        const res = await u.v1('GET', path, params, format);
        expect([code, res.status, v1Code(res)]).toEqual([code, status, code]);
      }
      expect(legacyCode(await u.legacy(path, { JourneyID: foreign }, format))).toBe(3);
    });

    it('journey.stats.byaction: 8 for an ISP with other characters', async () => {
      const res = await u.v1('GET', 'journey.stats.byaction', { JourneyID: journeyId, ISP: 'gmail.com; drop' }, format);
      expect([res.status, v1Code(res)]).toEqual([422, 8]);
    });

    it('account.journey.benchmark: 1 bad StartDate, 2 bad EndDate, 3 start after end', async () => {
      for (const [params, code] of [
        [{ StartDate: '2024-02-30' }, 1],
        [{ EndDate: '2024-1-1' }, 2],
        [{ StartDate: '2024-02-02', EndDate: '2024-02-01' }, 3],
      ] as const) {
        const res = await u.v1('GET', 'account.journey.benchmark', params, format);
        expect([code, res.status, v1Code(res)]).toEqual([code, 422, code]);
      }
    });
  });
});
