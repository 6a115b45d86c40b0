/* eslint-disable jest/no-conditional-expect, @typescript-eslint/no-explicit-any -- XML renders numbers as text: detailed shapes are asserted on the JSON pass only; bodies are untyped */
import { e2eSql, unique } from '@mail/testing';

import { email, FORMATS, type Format, journeysUser, type JourneysUser, legacyCode, succeeded, text, v1Code, waitFor } from './journeys-helpers';

/** A subscriber's rows in an XML or JSON reply as an array */
const rows = (value: any): any[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);

describe('taking subscribers out of journeys and reading who is in them', () => {
  let u: JourneysUser;
  let other: JourneysUser;
  let listId: number;
  let tagFirst: number;
  let tagAfter: number;

  const subscriber = async (address = email('s')) =>
    Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, IPAddress: '127.0.0.1' })).SubscriberID);
  const tagsOf = async (address: string) =>
    ((await u.subscriberGet(listId, address)).body?.SubscriberTags ?? []).map((t: any) => Number(t.TagID ?? t.ID ?? t.id));
  const trigger = (journeyId: number, subscriberId: number) =>
    u.v1('POST', 'subscriber.journey.trigger', { JourneyID: journeyId, SubscriberID: subscriberId, ListID: listId });

  /** an enabled journey: AddTag first, Wait `seconds`, AddTag after */
  const waitingJourney = async (seconds: number) => {
    const journeyId = await u.journey();
    const res = await u.actions(journeyId, [
      { Action: 'AddTag', ActionParameters: { TargetTagID: tagFirst } },
      { Action: 'Wait', ActionParameters: { WaitUnit: 'seconds', WaitAmount: seconds } },
      { Action: 'AddTag', ActionParameters: { TargetTagID: tagAfter } },
    ]);
    expect(res.status).toBe(200);
    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });
    const actionIds = ((await u.get(journeyId)).body.Actions as any[]).map((a) => Number(a.ActionID));
    return { journeyId, actionIds };
  };

  beforeAll(async () => {
    [u, other] = await Promise.all([journeysUser(), journeysUser()]);
    listId = await u.list();
    tagFirst = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('first') })).TagID);
    tagAfter = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('after') })).TagID);
  });

  it('a subscriber exited or removed while waiting never gets the steps after the Wait; one left in does', async () => {
    const { journeyId, actionIds } = await waitingJourney(6);
    const second = await waitingJourney(6);
    const [exited, removed, stays] = [email('exited'), email('removed'), email('stays')];
    const ids = { exited: await subscriber(exited), removed: await subscriber(removed), stays: await subscriber(stays) };
    for (const id of Object.values(ids)) expect((await trigger(journeyId, id)).body.Enrolled).toBe(true);
    expect((await trigger(second.journeyId, ids.removed)).body.Enrolled).toBe(true);
    // all three wait
    for (const address of [exited, removed, stays])
      await waitFor(
        () => tagsOf(address),
        (tags) => tags.includes(tagFirst),
        20_000,
      );

    const exit = await u.v1('POST', 'subscriber.journey.exit', { JourneyID: journeyId, ListID: listId, SubscriberID: ids.exited });
    expect(exit.status).toBe(200);
    expect(exit.body).toMatchObject({ JourneyID: journeyId, ListID: listId, SubscriberID: ids.exited });
    const remove = await u.legacy('subscriber.journey.remove', {
      JourneyID: JSON.stringify([journeyId, second.journeyId, 999999999]),
      ListID: listId,
      SubscriberID: ids.removed,
    });
    expect(succeeded(remove)).toBe(true);
    expect(remove.body.JourneyIDs).toEqual([journeyId, second.journeyId]);
    expect(remove.body.SkippedJourneys).toEqual([{ JourneyID: 999999999, Reason: expect.any(String) }]);
    expect(Number(remove.body.SubscriberID)).toBe(ids.removed);

    // the one left in finishes; the others never get the last step
    await waitFor(
      () => tagsOf(stays),
      (tags) => tags.includes(tagAfter),
      30_000,
    );
    const done = await waitFor(
      () => u.get(journeyId),
      (res) => Number(res.body?.Journey?.JourneyStats?.ActiveSubscribers) === 0,
      30_000,
    );
    expect(Number(done.body.Journey.JourneyStats.TotalSubscribers)).toBe(3);
    expect(await tagsOf(exited)).not.toContain(tagAfter);
    expect(await tagsOf(removed)).not.toContain(tagAfter);
    expect(Number(done.body.Actions[2].CompletedRuns)).toBe(1);

    // subscriber.journey.list: the status of the latest time they joined
    const listed = await u.v1('POST', 'subscriber.journey.list', { ListID: listId, SubscriberID: ids.removed });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ ListID: listId, SubscriberID: ids.removed });
    expect(listed.body.Journeys).toEqual([
      { JourneyID: journeyId, JourneyName: expect.any(String), Status: 'Exited', JoinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
      { JourneyID: second.journeyId, JourneyName: expect.any(String), Status: 'Exited', JoinedAt: expect.any(String) },
    ]);
    const completed = await u.legacy('subscriber.journey.list', { ListID: listId, SubscriberID: ids.stays });
    expect(rows(completed.body.Journeys).map((j) => [Number(j.JourneyID), j.Status])).toEqual([[journeyId, 'Completed']]);

    // journey.action.subscribers: all three reached the first action and the Wait, only one the last
    const first = await u.v1('GET', 'journey.action.subscribers', { JourneyID: journeyId, ActionID: actionIds[0] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Success: true, ErrorCode: 0, ErrorText: '', TotalSubscribers: 3 });
    expect(first.body.Subscribers.map((s: any) => s.EmailAddress)).toEqual([exited, removed, stays].sort());
    expect(first.body.Subscribers[0]).toEqual({ SubscriberID: expect.any(String), EmailAddress: expect.any(String), Suppressed: false });
    const last = await u.legacy('journey.action.subscribers', { JourneyID: journeyId, ActionID: actionIds[2] });
    expect(Number(last.body.TotalSubscribers)).toBe(1);
    expect(rows(last.body.Subscribers).map((s) => s.EmailAddress)).toEqual([stays]);

    // a subscriber exited may join again: the list shows the latest time
    expect((await trigger(journeyId, ids.exited)).body.Enrolled).toBe(true);
    const again = await u.v1('POST', 'subscriber.journey.list', { ListID: listId, SubscriberID: ids.exited });
    expect(again.body.Journeys.map((j: any) => [j.JourneyID, j.Status])).toEqual([[journeyId, 'Active']]);
    await u.v1('POST', 'subscriber.journey.exit', { JourneyID: journeyId, ListID: listId, SubscriberID: ids.exited });
  });

  it('journey.action.subscribers pages, orders and filters by what they did with the action’s email', async () => {
    const { journeyId, actionIds } = await waitingJourney(3600);
    const addresses = ['c', 'a', 'd', 'b'].map((p) => `${p}${unique('x')}@example.com`);
    const ids: number[] = [];
    for (const address of addresses) ids.push(await subscriber(address));
    for (const id of ids) await trigger(journeyId, id);
    const sorted = [...addresses].sort();
    const read = (params: Record<string, unknown>, format?: Format) =>
      u.v1('GET', 'journey.action.subscribers', { JourneyID: journeyId, ActionID: actionIds[0], ...params }, format);
    // the first action is reached on entry

    const page = await read({ RecordsPerRequest: 2, RecordsFrom: 1 });
    expect(page.body.TotalSubscribers).toBe(4);
    expect(page.body.Subscribers.map((s: any) => s.EmailAddress)).toEqual(sorted.slice(1, 3));
    const desc = await read({ OrderType: 'DESC' });
    expect(desc.body.Subscribers.map((s: any) => s.EmailAddress)).toEqual([...sorted].reverse());
    const byId = await read({ OrderField: 'SubscriberID' });
    expect(byId.body.Subscribers.map((s: any) => Number(s.SubscriberID))).toEqual([...ids].sort((x, y) => x - y));
    expect((await read({ RecordsPerRequest: 1 })).body.Subscribers).toHaveLength(1);
    expect((await read({ RecordsPerRequest: 0 })).body.Subscribers).toHaveLength(4);

    // what the engagement consumer records for the action's email: the first subscriber opened and clicked, the second opened, the third bounced
    await e2eSql(
      `INSERT INTO "journeys"."action_engagement" ("action_id", "subscriber_id", "kind")
       VALUES ($1, $2, 'open'), ($1, $2, 'click'), ($1, $3, 'open'), ($1, $4, 'bounce')`,
      [actionIds[0], ids[0], ids[1], ids[2]],
    );
    const filtered = async (filter: string[], operator?: string) =>
      (await read({ FilterJSON: JSON.stringify(filter), ...(operator ? { Operator: operator } : {}) })).body.Subscribers.map((s: any) => s.EmailAddress);
    expect(await filtered(['opened'])).toEqual([addresses[0], addresses[1]].sort());
    expect(await filtered(['opened', 'clicked'])).toEqual([addresses[0]]);
    expect(await filtered(['clicked', 'bounced'], 'or')).toEqual([addresses[0], addresses[2]].sort());
    expect(await filtered(['forwarded'])).toEqual([]);
    const bounced = (await read({ FilterJSON: '["bounced"]' })).body;
    expect(bounced).toMatchObject({ TotalSubscribers: 1, Subscribers: [{ EmailAddress: addresses[2], Suppressed: true }] });
  });

  describe.each(FORMATS)('%s errors', (format: Format) => {
    let journeyId: number;
    let actionId: number;
    let subscriberId: number;
    let foreign: number;

    beforeAll(async () => {
      ({
        journeyId,
        actionIds: [actionId],
      } = await waitingJourney(60));
      subscriberId = await subscriber();
      foreign = await other.journey();
    });

    it.each([
      ['subscriber.journey.exit', 'POST'],
      ['subscriber.journey.remove', 'POST'],
    ])('%s: 1–9 with their HTTP statuses; another user’s journey, list or subscriber looks missing', async (path, method) => {
      const call = (params: Record<string, unknown>) => u.v1(method, path, params, format);
      const all = { JourneyID: journeyId, ListID: listId, SubscriberID: subscriberId };
      const otherList = await other.list();
      const cases: [Record<string, unknown>, number, number][] = [
        [{ ...all, JourneyID: undefined }, 422, 1],
        [{ ...all, ListID: undefined }, 422, 2],
        [{ ...all, SubscriberID: undefined }, 422, 3],
        [{ ...all, JourneyID: 'x' }, 422, 4],
        [{ ...all, ListID: 'x' }, 422, 5],
        [{ ...all, SubscriberID: 'x' }, 422, 6],
        [{ ...all, JourneyID: foreign }, 404, 7],
        [{ ...all, ListID: otherList }, 404, 8],
        [{ ...all, SubscriberID: 999999999 }, 404, 9],
        [{ ...all, ListID: 99999999999 }, 404, 8],
        [{ ...all, SubscriberID: 99999999999 }, 404, 9],
      ];
      for (const [params, status, code] of cases) {
        const res = await call(params);
        expect([path, code, res.status, v1Code(res)]).toEqual([path, code, status, code]);
      }
      const ok = await call(all);
      expect(ok.status).toBe(200);
      expect(text(ok.body.SubscriberID)).toBe(String(subscriberId));
      // the legacy envelope answers the same code
      expect(legacyCode(await u.legacy(path, { ...all, JourneyID: foreign }, format))).toBe(7);
    });

    it('subscriber.journey.remove: 7 lists what was skipped', async () => {
      const res = await u.v1('POST', 'subscriber.journey.remove', { JourneyID: `${foreign},999999999`, ListID: listId, SubscriberID: subscriberId }, format);
      expect([res.status, v1Code(res)]).toEqual([404, 7]);
      if (format === 'JSON') expect(res.body.SkippedJourneys.map((s: any) => s.JourneyID)).toEqual([foreign, 999999999]);
    });

    it('subscriber.journey.list: 2, 3, 5, 6, 8, 9; another user sees nothing of the subscriber', async () => {
      const call = (params: Record<string, unknown>) => u.v1('POST', 'subscriber.journey.list', params, format);
      for (const [params, status, code] of [
        [{ SubscriberID: subscriberId }, 422, 2],
        [{ ListID: listId }, 422, 3],
        [{ ListID: 'x', SubscriberID: subscriberId }, 422, 5],
        [{ ListID: listId, SubscriberID: 'x' }, 422, 6],
        [{ ListID: 999999999, SubscriberID: subscriberId }, 404, 8],
        [{ ListID: listId, SubscriberID: 999999999 }, 404, 9],
      ] as const) {
        const res = await call(params);
        expect([code, res.status, v1Code(res)]).toEqual([code, status, code]);
      }
      const foreignCall = await other.v1('POST', 'subscriber.journey.list', { ListID: listId, SubscriberID: subscriberId }, format);
      expect([foreignCall.status, v1Code(foreignCall)]).toEqual([404, 8]);
    });

    it('journey.action.subscribers: 1–7; another user’s journey answers 5 (404), an action of another journey 6 (404)', async () => {
      const call = (params: Record<string, unknown>) => u.v1('GET', 'journey.action.subscribers', params, format);
      const otherJourney = await waitingJourney(60);
      for (const [params, status, code] of [
        [{ ActionID: actionId }, 422, 1],
        [{ JourneyID: journeyId }, 422, 2],
        [{ JourneyID: 'x', ActionID: actionId }, 422, 3],
        [{ JourneyID: journeyId, ActionID: 'x' }, 422, 4],
        [{ JourneyID: journeyId, ActionID: actionId, FilterJSON: '[opened' }, 422, 5],
        [{ JourneyID: journeyId, ActionID: actionId, FilterJSON: '{"a":1}' }, 422, 5],
        [{ JourneyID: journeyId, ActionID: actionId, FilterJSON: '["opened","liked"]' }, 422, 6],
        [{ JourneyID: journeyId, ActionID: actionId, Operator: 'XOR' }, 422, 7],
        [{ JourneyID: foreign, ActionID: actionId }, 404, 5],
        [{ JourneyID: journeyId, ActionID: otherJourney.actionIds[0] }, 404, 6],
      ] as const) {
        const res = await call(params);
        expect([code, res.status, v1Code(res)]).toEqual([code, status, code]);
      }
      const foreignCall = await other.v1('GET', 'journey.action.subscribers', { JourneyID: journeyId, ActionID: actionId }, format);
      expect([foreignCall.status, v1Code(foreignCall)]).toEqual([404, 5]);
      expect(legacyCode(await u.legacy('journey.action.subscribers', { JourneyID: journeyId }, format))).toBe(2);
    });
  });
});
