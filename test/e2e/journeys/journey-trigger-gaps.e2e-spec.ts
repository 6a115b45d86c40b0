import { e2eSql, unique } from '@mail/testing';

import { FORMATS, type Format, journeysUser, type JourneysUser, text, v1Code, waitFor } from './journeys-helpers';

/**
 * Issue 31, the trigger gaps: JourneyCompleted (a subscriber completing one journey enters another), through
 * HTTP in both formats, with its codes and isolation.
 */
describe('journey trigger gaps (issue 31)', () => {
  let u: JourneysUser;
  let other: JourneysUser;
  let listId: number;

  beforeAll(async () => {
    [u, other] = await Promise.all([journeysUser(), journeysUser()]);
    listId = await u.list();
  });

  const total = async (who: JourneysUser, journeyId: number) => Number((await who.get(journeyId)).body?.Journey?.JourneyStats?.TotalSubscribers);
  const enabledJourney = async (who: JourneysUser, params: Record<string, unknown>, actions: Record<string, unknown>[] = [{ Action: 'ExitThisJourney' }]) => {
    const id = await who.journey(params);
    expect((await who.actions(id, actions)).status).toBe(200);
    expect((await who.v1('GET', 'journey.enable', { JourneyID: id })).status).toBe(200);
    return id;
  };
  const subscriber = async () =>
    Number(
      (await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: `${Date.now()}.${Math.random()}@example.com`, IPAddress: '127.0.0.1' })).SubscriberID,
    );
  const statusIn = async (journeyId: number, subscriberId: number) => {
    const res = await u.v1('POST', 'subscriber.journey.list', { ListID: listId, SubscriberID: subscriberId });
    return (res.body.Journeys as { JourneyID: unknown; Status: string }[] | undefined)?.find((j) => Number(j.JourneyID) === journeyId)?.Status;
  };

  describe.each(FORMATS)('JourneyCompleted (%s)', (format: Format) => {
    it('create and update keep Trigger_JourneyID (Trigger_Value alike; absent = 0, any other journey)', async () => {
      const source = await u.journey();
      const res = await u.v1('POST', 'journey', { Name: 'after', Trigger: 'JourneyCompleted', Trigger_JourneyID: source }, format);
      expect(res.status).toBe(200);
      expect(res.body.Journey.Trigger).toBe('JourneyCompleted');
      expect(text(res.body.Journey.TriggerParameters.JourneyID)).toBe(String(source));
      expect(text(res.body.Journey.TriggerParameters.ListID)).toBe('0');
      const id = Number(res.body.JourneyID);
      const byValue = await u.v1('PATCH', 'journey', { JourneyID: id, Trigger: 'journeycompleted', Trigger_Value: source, Trigger_ListID: listId }, format);
      expect(byValue.status).toBe(200);
      expect(text(byValue.body.Journey.TriggerParameters.JourneyID)).toBe(String(source));
      expect(text(byValue.body.Journey.TriggerParameters.ListID)).toBe(String(listId));
      const any = await u.v1('POST', 'journey', { Name: 'any', Trigger: 'JourneyCompleted' }, format);
      expect(text(any.body.Journey.TriggerParameters.JourneyID)).toBe('0');
    });

    it('code 3 (400): Trigger_JourneyID not an id, another user’s journey, or the journey itself', async () => {
      const bad = await u.v1('POST', 'journey', { Name: 'x', Trigger: 'JourneyCompleted', Trigger_JourneyID: 'abc' }, format);
      expect([bad.status, v1Code(bad)]).toEqual([400, 3]);
      const foreignSource = await other.journey();
      const foreign = await u.v1('POST', 'journey', { Name: 'x', Trigger: 'JourneyCompleted', Trigger_JourneyID: foreignSource }, format);
      expect([foreign.status, v1Code(foreign)]).toEqual([400, 3]);
      const missing = await u.v1('POST', 'journey', { Name: 'x', Trigger: 'JourneyCompleted', Trigger_JourneyID: 999999999 }, format);
      expect([missing.status, v1Code(missing)]).toEqual([400, 3]);
      const id = await u.journey();
      const self = await u.v1('PATCH', 'journey', { JourneyID: id, Trigger: 'JourneyCompleted', Trigger_JourneyID: id }, format);
      expect([self.status, v1Code(self)]).toEqual([400, 3]);
    });
  });

  it('completing a journey enrols into the journeys triggered by it (named, or 0 = any other); exiting does not; never another user’s', async () => {
    const source = await enabledJourney(u, {}, [{ Action: 'Debug' }]);
    const exiting = await enabledJourney(u, {});
    const named = await enabledJourney(u, { Trigger: 'JourneyCompleted', Trigger_JourneyID: source });
    const onExiting = await enabledJourney(u, { Trigger: 'JourneyCompleted', Trigger_JourneyID: exiting });
    const anyOther = await enabledJourney(u, { Trigger: 'JourneyCompleted', Trigger_JourneyID: 0, Trigger_ListID: listId });
    const otherList = await enabledJourney(u, { Trigger: 'JourneyCompleted', Trigger_JourneyID: source, Trigger_ListID: await u.list() });
    const disabled = await u.journey({ Trigger: 'JourneyCompleted', Trigger_JourneyID: source });
    const foreign = await enabledJourney(other, { Trigger: 'JourneyCompleted', Trigger_JourneyID: 0 });

    const subscriberId = await subscriber();
    expect((await u.v1('POST', 'subscriber.journey.trigger', { JourneyID: source, SubscriberID: subscriberId, ListID: listId })).status).toBe(200);
    expect(
      await waitFor(
        () => statusIn(source, subscriberId),
        (s) => s === 'Completed',
      ),
    ).toBe('Completed');
    expect(
      await waitFor(
        () => total(u, named),
        (n) => n >= 1,
      ),
    ).toBe(1);
    expect(
      await waitFor(
        () => total(u, anyOther),
        (n) => n >= 1,
      ),
    ).toBe(1);

    const second = await subscriber();
    await u.v1('POST', 'subscriber.journey.trigger', { JourneyID: exiting, SubscriberID: second, ListID: listId });
    expect(
      await waitFor(
        () => statusIn(exiting, second),
        (s) => s === 'Exited',
      ),
    ).toBe('Exited');
    // the journeys triggered by the completion have run their one step (ExitThisJourney) meanwhile
    expect(
      await waitFor(
        () => statusIn(named, subscriberId),
        (s) => s === 'Exited',
      ),
    ).toBe('Exited');
    expect(await total(u, onExiting)).toBe(0);
    expect(await total(u, anyOther)).toBe(1);
    expect(await total(u, otherList)).toBe(0);
    expect(await total(u, disabled)).toBe(0);
    expect(await total(other, foreign)).toBe(0);
  });

  describe.each(FORMATS)('Run_Criteria (%s)', (format: Format) => {
    const vip = [[{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'vip' }]];

    it('create keeps Run_Criteria and RunCriteriaOperator in TriggerParameters; update keeps them with a new trigger, clears them when empty', async () => {
      const res = await u.v1(
        'POST',
        'journey',
        { Name: 'rc', Trigger: 'ListSubscription', Trigger_ListID: listId, Run_Criteria: vip, RunCriteriaOperator: 'OR' },
        format,
      );
      expect(res.status).toBe(200);
      expect(text(res.body.Journey.TriggerParameters.RunCriteriaOperator)).toBe('or');
      expect(format === 'JSON' ? res.body.Journey.TriggerParameters.RunCriteria : vip).toEqual(vip);
      const id = Number(res.body.JourneyID);
      const retriggered = await u.v1('PATCH', 'journey', { JourneyID: id, Trigger: 'Manual' }, format);
      expect(retriggered.status).toBe(200);
      expect(text(retriggered.body.Journey.TriggerParameters.RunCriteriaOperator)).toBe('or');
      const text_ = await u.v1('PATCH', 'journey', { JourneyID: id, Run_Criteria: JSON.stringify(vip) }, format);
      expect(text(text_.body.Journey.TriggerParameters.RunCriteriaOperator)).toBe('and');
      const cleared = await u.v1('PATCH', 'journey', { JourneyID: id, Run_Criteria: '' }, format);
      expect(cleared.status).toBe(200);
      expect(cleared.body.Journey.TriggerParameters?.RunCriteria).toBeUndefined();
    });

    it('code 3 (400): Run_Criteria not RulesJSON, RunCriteriaOperator not and/or', async () => {
      const bad = await u.v1('POST', 'journey', { Name: 'x', Run_Criteria: 'not json' }, format);
      expect([bad.status, v1Code(bad)]).toEqual([400, 3]);
      const op = await u.v1('POST', 'journey', { Name: 'x', Run_Criteria: vip, RunCriteriaOperator: 'xor' }, format);
      expect([op.status, v1Code(op)]).toEqual([400, 3]);
      const id = await u.journey();
      const upd = await u.v1('PATCH', 'journey', { JourneyID: id, Run_Criteria: 42 }, format);
      expect([upd.status, v1Code(upd)]).toEqual([400, 3]);
    });
  });

  it('Run_Criteria: only subscribers matching enter (a trigger event and the Manual trigger alike); the others never do', async () => {
    const vip = [[{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'vip' }]];
    const list = await u.list();
    const onSubscribe = await enabledJourney(u, { Trigger: 'ListSubscription', Trigger_ListID: list, Run_Criteria: vip }, [
      { Action: 'Wait', WaitUnit: 'days', WaitAmount: 1 },
    ]);
    const manual = await enabledJourney(u, { Run_Criteria: vip }, [{ Action: 'Wait', WaitUnit: 'days', WaitAmount: 1 }]);
    const create = async (address: string) =>
      Number((await u.ok('Subscriber.Create', { ListID: list, EmailAddress: address, IPAddress: '127.0.0.1' })).SubscriberID);
    const plain = await create(`plain.${Date.now()}@example.com`);
    const gold = await create(`vip.${Date.now()}@example.com`);
    expect(
      await waitFor(
        () => total(u, onSubscribe),
        (n) => n >= 1,
      ),
    ).toBe(1);
    for (const id of [plain, gold])
      expect((await u.v1('POST', 'subscriber.journey.trigger', { JourneyID: manual, SubscriberID: id, ListID: list })).status).toBe(200);
    expect(
      await waitFor(
        () => total(u, manual),
        (n) => n >= 1,
      ),
    ).toBe(1);
    const journeysOf = async (id: number) =>
      ((await u.v1('POST', 'subscriber.journey.list', { ListID: list, SubscriberID: id })).body.Journeys as { JourneyID: unknown }[]).map((j) =>
        Number(j.JourneyID),
      );
    expect((await journeysOf(gold)).sort()).toEqual([onSubscribe, manual].sort());
    expect(await journeysOf(plain)).toEqual([]);
  });

  describe.each(FORMATS)('rate limits (%s)', (format: Format) => {
    it('create and update keep RateLimitHourly and RateLimitDaily (0 clears); code 3 for anything but a whole number', async () => {
      const res = await u.v1('POST', 'journey', { Name: 'rl', RateLimitHourly: 10, RateLimitDaily: '100' }, format);
      expect(res.status).toBe(200);
      expect(text(res.body.Journey.TriggerParameters.RateLimitHourly)).toBe('10');
      expect(text(res.body.Journey.TriggerParameters.RateLimitDaily)).toBe('100');
      const id = Number(res.body.JourneyID);
      const cleared = await u.v1('PATCH', 'journey', { JourneyID: id, RateLimitHourly: 0 }, format);
      expect(cleared.body.Journey.TriggerParameters.RateLimitHourly).toBeUndefined();
      expect(text(cleared.body.Journey.TriggerParameters.RateLimitDaily)).toBe('100');
      for (const bad of ['x', -1, 1.5]) {
        const r = await u.v1('PATCH', 'journey', { JourneyID: id, RateLimitDaily: bad }, format);
        expect([r.status, v1Code(r)]).toEqual([400, 3]);
      }
    });
  });

  it('over the hourly limit, entrants are held (never dropped) and enter when the window allows', async () => {
    const list = await u.list();
    const limited = await enabledJourney(u, { Trigger: 'ListSubscription', Trigger_ListID: list, RateLimitHourly: 2 }, [
      { Action: 'Wait', WaitUnit: 'days', WaitAmount: 1 },
    ]);
    for (let i = 0; i < 3; i++) await u.ok('Subscriber.Create', { ListID: list, EmailAddress: `rl${i}.${Date.now()}@example.com`, IPAddress: '127.0.0.1' });
    expect(
      await waitFor(
        () => total(u, limited),
        (n) => n >= 2,
      ),
    ).toBe(2);
    // the third is held for the next hour, not enrolled and not dropped
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await total(u, limited)).toBe(2);
    // a raised limit admits the held entrant at once
    expect((await u.v1('PATCH', 'journey', { JourneyID: limited, RateLimitHourly: 3 })).status).toBe(200);
    expect(
      await waitFor(
        () => total(u, limited),
        (n) => n >= 3,
      ),
    ).toBe(3);
  });

  describe.each(FORMATS)('ScheduledPull (%s)', (format: Format) => {
    it('create keeps Trigger_ListID, Trigger_SegmentID (default 0) and Trigger_Interval (default daily); codes 4, 5, 6, 3', async () => {
      const res = await u.v1('POST', 'journey', { Name: 'sp', Trigger: 'ScheduledPull', Trigger_ListID: listId, Trigger_Interval: 'Hourly' }, format);
      expect(res.status).toBe(200);
      expect(res.body.Journey.Trigger).toBe('ScheduledPull');
      expect(text(res.body.Journey.TriggerParameters.ListID)).toBe(String(listId));
      expect(text(res.body.Journey.TriggerParameters.SegmentID)).toBe('0');
      expect(text(res.body.Journey.TriggerParameters.Interval)).toBe('hourly');
      const daily = await u.v1('POST', 'journey', { Name: 'sp', Trigger: 'ScheduledPull', Trigger_ListID: listId }, format);
      expect(text(daily.body.Journey.TriggerParameters.Interval)).toBe('daily');
      const foreignList = await other.list();
      // another user's segment (of their list) is no segment of the caller's list
      const foreignSegment = Number((await other.ok('Segment.Create', { SubscriberListID: foreignList, SegmentName: 's', SegmentOperator: 'and' })).SegmentID);
      for (const [params, status, code] of [
        [{}, 422, 4],
        [{ Trigger_ListID: 'x' }, 422, 5],
        [{ Trigger_ListID: 0 }, 422, 5],
        [{ Trigger_ListID: foreignList }, 404, 6],
        [{ Trigger_ListID: listId, Trigger_Interval: 'yearly' }, 400, 3],
        [{ Trigger_ListID: listId, Trigger_SegmentID: 'x' }, 400, 3],
        [{ Trigger_ListID: listId, Trigger_SegmentID: foreignSegment }, 400, 3],
      ] as const) {
        const r = await u.v1('POST', 'journey', { Name: 'x', Trigger: 'ScheduledPull', ...params }, format);
        expect([r.status, v1Code(r)]).toEqual([status, code]);
      }
    });
  });

  it('ScheduledPull enrols the list’s (or segment’s) subscribed members when enabled, each once while in the journey', async () => {
    const list = await u.list();
    const create = async (address: string) =>
      Number((await u.ok('Subscriber.Create', { ListID: list, EmailAddress: address, IPAddress: '127.0.0.1' })).SubscriberID);
    const a = await create(`pull.a.${Date.now()}@example.com`);
    const b = await create(`pull.vip.${Date.now()}@example.com`);
    const { SegmentID } = await u.ok('Segment.Create', {
      SubscriberListID: list,
      SegmentName: 'vip',
      SegmentOperator: 'and',
      RulesJson: JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'vip' }]]),
    });
    const wait = [{ Action: 'Wait', WaitUnit: 'days', WaitAmount: 1 }];
    const whole = await enabledJourney(u, { Trigger: 'ScheduledPull', Trigger_ListID: list }, wait);
    const segment = await enabledJourney(u, { Trigger: 'ScheduledPull', Trigger_ListID: list, Trigger_SegmentID: SegmentID }, wait);
    expect(
      await waitFor(
        () => total(u, whole),
        (n) => n >= 2,
      ),
    ).toBe(2);
    expect(
      await waitFor(
        () => total(u, segment),
        (n) => n >= 1,
      ),
    ).toBe(1);
    const journeysOf = async (id: number) =>
      ((await u.v1('POST', 'subscriber.journey.list', { ListID: list, SubscriberID: id })).body.Journeys as { JourneyID: unknown }[]).map((j) =>
        Number(j.JourneyID),
      );
    expect(await journeysOf(a)).toEqual([whole]);
    expect((await journeysOf(b)).sort()).toEqual([whole, segment].sort());
    // pulled again (disabled and enabled): those still in the journey are not enrolled twice
    await u.v1('GET', 'journey.disable', { JourneyID: whole });
    await u.v1('GET', 'journey.enable', { JourneyID: whole });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await total(u, whole)).toBe(2);
  });

  it('a Wait window in a subscriber’s fixed-offset zone (UTC+5:30 moves on now, UTC-3 waits for its own 09:00-style start)', async () => {
    const list = await u.list();
    const zoneField = await u.field(list, { FieldName: unique('Time zone') });
    const tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: list, Tag: unique('tz') })).TagID);
    const open = new Date(Date.now() + 330 * 60_000).getUTCHours();
    const hh = (h: number) => (h >= 24 ? '23:59' : `${String(h).padStart(2, '0')}:00`);
    const journeyId = await enabledJourney(u, { Trigger: 'ListSubscription', Trigger_ListID: list }, [
      {
        Action: 'Wait',
        ActionParameters: {
          WaitUnit: 'seconds',
          WaitAmount: 1,
          TimeConstraintEnabled: true,
          DontSendBefore: hh(open),
          DontSendAfter: hh(open + 2),
          TimeZone: 'UTC',
        },
      },
      { Action: 'AddTag', ActionParameters: { TargetTagID: tagId } },
    ]);
    const ids: Record<string, number> = {};
    for (const [name, zone] of [
      ['india', 'UTC+5:30'],
      ['brazil', 'UTC-3'],
    ])
      ids[name] = Number(
        (
          await u.ok('Subscriber.Create', {
            ListID: list,
            EmailAddress: `${name}.${Date.now()}@example.com`,
            IPAddress: '127.0.0.1',
            [`CustomField${zoneField}`]: zone,
          })
        ).SubscriberID,
      );
    const done = await waitFor(
      () => u.get(journeyId),
      (res) => Number(res.body?.Actions?.[1]?.CompletedRuns) === 1,
      20_000,
    );
    expect(Number(done.body.Actions[1].CompletedRuns)).toBe(1);
    const rows = await e2eSql<{ subscriber_id: string; status: string; wait_until: string | null }>(
      `SELECT "subscriber_id", "status", to_char("wait_until", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "wait_until" FROM "journeys"."enrolment" WHERE "journey_id" = $1`,
      [journeyId],
    );
    const of = (id: number) => rows.find((r) => Number(r.subscriber_id) === id)!;
    expect(of(ids.india).status).toBe('Completed');
    expect(of(ids.brazil).status).toBe('Active');
    // the window's start read at UTC-3: the same local hour, 8 h 30 min later than at UTC+5:30
    const until = new Date(of(ids.brazil).wait_until!);
    expect(new Date(until.getTime() - 180 * 60_000).getUTCHours()).toBe(open);
    expect(until.getUTCMinutes()).toBe(0);
  });
});
