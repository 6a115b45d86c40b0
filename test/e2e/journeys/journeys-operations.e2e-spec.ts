/* eslint-disable jest/no-conditional-expect, @typescript-eslint/no-explicit-any -- XML renders numbers as text: detailed shapes are asserted on the JSON pass only; bodies are untyped */
import { FORMATS, type Format, journeysUser, type JourneysUser, legacyCode, succeeded, text, v1Code } from './journeys-helpers';

describe('journey operations', () => {
  let u: JourneysUser;
  let other: JourneysUser;
  let listId: number;

  beforeAll(async () => {
    [u, other] = await Promise.all([journeysUser(), journeysUser()]);
    listId = await u.list();
  });

  describe.each(FORMATS)('%s', (format: Format) => {
    it('create answers JourneyID and the Disabled, Manual journey', async () => {
      const res = await u.v1('POST', 'journey', { Name: 'Welcome', Notes: 'n' }, format);
      expect(res.status).toBe(200);
      expect(Number(res.body.JourneyID)).toBeGreaterThan(0);
      expect(res.body.Journey).toMatchObject({ JourneyName: 'Welcome', Trigger: 'Manual', Status: 'Disabled', Notes: 'n' });
      expect(text(res.body.Journey.JourneyID)).toBe(String(res.body.JourneyID));
      expect(text(res.body.Journey.RelUserID)).toBe(String(u.user.userId));
      if (format === 'JSON') expect(res.body.Journey.TriggerParameters).toEqual([]);
    });

    it.each([
      ['1: Name missing', {}, 422, 1],
      ['3: invalid trigger', { Trigger: 'Nope' }, 400, 3],
      ['4: list trigger without Trigger_ListID', { Trigger: 'ListSubscription' }, 422, 4],
      ['5: Trigger_ListID not an integer', { Trigger: 'ListSubscription', Trigger_ListID: 'x' }, 422, 5],
      ['6: Trigger_ListID not a list of the caller', { Trigger: 'ListSubscription', Trigger_ListID: 999999999 }, 404, 6],
      ['7: email trigger without Trigger_EmailID', { Trigger: 'EmailOpen' }, 422, 7],
      ['8: Trigger_EmailID not an integer', { Trigger: 'EmailOpen', Trigger_EmailID: 'x' }, 422, 8],
      ['9: Trigger_EmailkID not an email of the caller', { Trigger: 'EmailOpen', Trigger_EmailkID: 999999999 }, 404, 9],
      ['3: Tag trigger without Trigger_TagID', { Trigger: 'Tag' }, 400, 3],
    ])('create %s', async (_name, params, status, code) => {
      const res = await u.v1('POST', 'journey', { Name: 'x', ...params, ...(code === 1 ? { Name: undefined } : {}) }, format);
      expect(res.status).toBe(status);
      expect(v1Code(res)).toBe(code);
    });

    it('create with a list trigger (0 = any list) and an email trigger (0 = any email, Trigger_EmailkID alike)', async () => {
      const list = await u.v1('POST', 'journey', { Name: 'l', Trigger: 'ListSubscription', Trigger_ListID: listId }, format);
      expect(list.body.Journey.Trigger).toBe('ListSubscription');
      expect(text(list.body.Journey.TriggerParameters.ListID)).toBe(String(listId));
      const email = await u.v1('POST', 'journey', { Name: 'e', Trigger: 'EmailOpen', Trigger_EmailkID: 0 }, format);
      expect(email.status).toBe(200);
      expect(text(email.body.Journey.TriggerParameters.EmailID)).toBe('0');
    });

    it('list shows only the caller’s journeys with JourneyStats', async () => {
      const id = await u.journey();
      const foreign = await other.journey();
      const res = await u.v1('GET', 'journeys', {}, format);
      expect(res.status).toBe(200);
      const journeys = format === 'JSON' ? res.body.Journeys : Object.values(res.body.Journeys);
      const ids = (journeys as { JourneyID: string }[]).map((j) => Number(j.JourneyID));
      expect(ids).toContain(id);
      expect(ids).not.toContain(foreign);
      const mine = (journeys as Record<string, any>[]).find((j) => Number(j.JourneyID) === id)!;
      expect(text(mine.JourneyStats.ActiveSubscribers)).toBe('0');
      expect(text(mine.JourneyStats.TotalSubscribers)).toBe('0');
    });

    it.each([
      ['get', 'GET', 'journey'],
      ['delete', 'DELETE', 'journey'],
      ['delete (POST form)', 'POST', 'journey.delete'],
      ['enable', 'GET', 'journey.enable'],
      ['disable', 'GET', 'journey.disable'],
    ])('%s: 1 missing, 2 invalid JourneyID (422), 3 not found or another user’s (404)', async (_name, method, path) => {
      const foreign = await other.journey();
      expect(v1Code(await u.v1(method, path, {}, format))).toBe(1);
      const invalid = await u.v1(method, path, { JourneyID: 'abc' }, format);
      expect([invalid.status, v1Code(invalid)]).toEqual([422, 2]);
      const missing = await u.v1(method, path, { JourneyID: foreign }, format);
      expect([missing.status, v1Code(missing)]).toEqual([404, 3]);
    });

    it('get answers the journey with stats and its actions', async () => {
      const id = await u.journey();
      await u.actions(id, [{ ActionID: null, Action: 'Wait', ActionParameters: { WaitUnit: 'hours', WaitAmount: 2 } }]);
      const res = await u.get(id, format);
      expect(res.status).toBe(200);
      expect(text(res.body.Journey.JourneyID)).toBe(String(id));
      expect(text(res.body.Journey.JourneyStats.AggregatedEmailActionStats.SendCount)).toBe('0');
      const actions = format === 'JSON' ? res.body.Actions : [res.body.Actions.node_0];
      expect(actions[0]).toMatchObject({ Action: 'Wait', ActionParameters: { WaitUnit: 'hours' } });
      expect(text(actions[0].ActionParameters.WaitAmount)).toBe('2');
      expect(text(actions[0].Stats.ActiveSubscribers)).toBe('0');
    });

    it('enable and disable toggle the status; the same state again is 4 (409)', async () => {
      const id = await u.journey();
      const enabled = await u.v1('GET', 'journey.enable', { JourneyID: id }, format);
      expect([enabled.status, enabled.body.Journey.Status]).toEqual([200, 'Enabled']);
      const again = await u.v1('GET', 'journey.enable', { JourneyID: id }, format);
      expect([again.status, v1Code(again)]).toEqual([409, 4]);
      const disabled = await u.v1('GET', 'journey.disable', { JourneyID: id }, format);
      expect([disabled.status, disabled.body.Journey.Status]).toEqual([200, 'Disabled']);
      const twice = await u.v1('GET', 'journey.disable', { JourneyID: id }, format);
      expect([twice.status, v1Code(twice)]).toEqual([409, 4]);
    });

    it('delete in both forms answers JourneyID; the journey is gone', async () => {
      for (const [method, path] of [
        ['DELETE', 'journey'],
        ['POST', 'journey.delete'],
      ]) {
        const id = await u.journey();
        const res = await u.v1(method, path, { JourneyID: id }, format);
        expect([res.status, text(res.body.JourneyID)]).toEqual([200, String(id)]);
        expect((await u.get(id)).status).toBe(404);
      }
    });

    it('update changes name, notes and trigger; codes 1, 2, 3, 10 (404), 11', async () => {
      const id = await u.journey();
      const res = await u.v1('PATCH', 'journey', { JourneyID: id, Name: 'Renamed', Trigger: 'ListSubscription', Trigger_ListID: 0 }, format);
      expect(res.status).toBe(200);
      expect(res.body.Journey).toMatchObject({ JourneyName: 'Renamed', Trigger: 'ListSubscription' });
      expect(v1Code(await u.v1('PATCH', 'journey', { Name: 'x' }, format))).toBe(1);
      expect(v1Code(await u.v1('PATCH', 'journey', { JourneyID: '-1' }, format))).toBe(2);
      const bad = await u.v1('PATCH', 'journey', { JourneyID: id, Trigger: 'Nope' }, format);
      expect([bad.status, v1Code(bad)]).toEqual([400, 3]);
      const foreign = await u.v1('PATCH', 'journey', { JourneyID: await other.journey(), Name: 'x' }, format);
      expect([foreign.status, v1Code(foreign)]).toEqual([404, 10]);
      expect(v1Code(await u.v1('PATCH', 'journey', { JourneyID: id, Name: '' }, format))).toBe(11);
    });
  });

  describe('actions update (full replace)', () => {
    it('adds (ActionID null), keeps and updates (ActionID), deletes the omitted, nests Decision branches', async () => {
      const id = await u.journey();
      const tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: `kept${Date.now()}` })).TagID);
      const first = await u.actions(id, [
        { ActionID: null, Action: 'AddTag', ActionParameters: { TargetTagID: tagId } },
        {
          ActionID: null,
          Action: 'Wait',
          ActionParameters: { WaitUnit: 'days', WaitAmount: 1, TimeConstraintEnabled: true, DontSendBefore: '09:00', AllowedDays: ['mon'] },
        },
      ]);
      expect(first.status).toBe(200);
      expect(first.body.JourneyID).toBe(id);
      const [tag, wait] = first.body.Actions as { ActionID: number }[];
      const second = await u.actions(id, [
        { ActionID: wait.ActionID, Action: 'Wait', ActionParameters: { WaitUnit: 'minutes', WaitAmount: 5 } },
        {
          ActionID: null,
          Action: 'Decision',
          ActionParameters: {
            Criteria: [[{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'vip' }]],
            Actions: { True: [{ ActionID: null, Action: 'ExitThisJourney' }], False: [] },
          },
        },
      ]);
      expect(second.status).toBe(200);
      const actions = second.body.Actions as Record<string, any>[];
      expect(actions.map((a) => a.ActionID)).not.toContain(tag.ActionID);
      expect(actions[0]).toMatchObject({ ActionID: wait.ActionID, OrderNo: 1, ActionParameters: { WaitUnit: 'minutes', WaitAmount: 5 } });
      expect(actions[1]).toMatchObject({ Action: 'Decision', OrderNo: 2, ActionParameters: { Actions: { True: [{ Action: 'ExitThisJourney' }], False: [] } } });
    });

    it.each(FORMATS)('codes 1, 2, 3, 4 (naming action and field), 5 (%s)', async (format) => {
      const id = await u.journey();
      const call = (params: Record<string, unknown>) => u.v1('PATCH', 'journey.actions', params, format);
      expect(v1Code(await call({ Actions: [] }))).toBe(1);
      expect(v1Code(await call({ JourneyID: id }))).toBe(2);
      const unknown = await call({ JourneyID: id, Actions: [{ Action: 'Teleport' }] });
      expect([unknown.status, v1Code(unknown)]).toEqual([422, 3]);
      const foreignId = await call({ JourneyID: id, Actions: [{ ActionID: 999999999, Action: 'ExitThisJourney' }] });
      expect(v1Code(foreignId)).toBe(3);
      const invalid = await call({
        JourneyID: id,
        Actions: [{ Action: 'ExitThisJourney' }, { Action: 'Wait', ActionParameters: { WaitUnit: 'weeks', WaitAmount: 1 } }],
      });
      expect([invalid.status, v1Code(invalid)]).toEqual([422, 4]);
      expect(invalid.text).toContain('Action #2 (Wait): WaitUnit');
      const nested = await call({
        JourneyID: id,
        Actions: [{ Action: 'Decision', ActionParameters: { Criteria: [], Actions: { True: [{ Action: 'AddTag' }] } } }],
      });
      expect(v1Code(nested)).toBe(4);
      expect(nested.text).toContain('True #1 (AddTag): TargetTagID');
      const foreign = await call({ JourneyID: await other.journey(), Actions: [] });
      expect([foreign.status, v1Code(foreign)]).toEqual([404, 5]);
    });

    it('publish toggle: one action or all; codes 3, 4, 5', async () => {
      const id = await u.journey();
      const res = await u.v1('PATCH', 'journey.actions', { JourneyID: id, Actions: [{ Action: 'ExitThisJourney' }, { Action: 'ExitAllJourneys' }] });
      const [a] = res.body.Actions as { ActionID: number; Published: boolean }[];
      expect(a.Published).toBe(false);
      const one = await u.v1('PATCH', 'journey.actions.published', { JourneyID: id, ActionID: a.ActionID, Published: true });
      expect((one.body.Actions as { Published: boolean }[]).map((x) => x.Published)).toEqual([true, false]);
      const all = await u.v1('PATCH', 'journey.actions.published', { JourneyID: id, Published: 'true' });
      expect((all.body.Actions as { Published: boolean }[]).map((x) => x.Published)).toEqual([true, true]);
      expect(v1Code(await u.v1('PATCH', 'journey.actions.published', { JourneyID: id, ActionID: 999999999, Published: true }))).toBe(3);
      expect(v1Code(await u.v1('PATCH', 'journey.actions.published', { JourneyID: id, Published: 'maybe' }))).toBe(4);
      expect(v1Code(await u.v1('PATCH', 'journey.actions.published', { JourneyID: await other.journey(), Published: true }))).toBe(5);
    });
  });

  describe.each(FORMATS)('journey.bulk_trigger (legacy, %s)', (format) => {
    it('codes 1, 2, 3, 4, 5, 6 in the legacy envelope', async () => {
      const id = await u.journey();
      const call = (params: Record<string, unknown>) => u.legacy('journey.bulk_trigger', params, format);
      const tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: `t${Date.now()}${format}` })).TagID);
      const trigger = { type: 'Tag', trigger_listid: listId, trigger_tagids: [tagId] };
      expect(legacyCode(await call({ trigger }))).toBe(1);
      expect(legacyCode(await call({ journeyids: [await other.journey()], trigger }))).toBe(2);
      expect(legacyCode(await call({ journeyids: [id], trigger: { ...trigger, type: 'List' } }))).toBe(3);
      expect(legacyCode(await call({ journeyids: [id], trigger: { ...trigger, trigger_listid: 'x' } }))).toBe(4);
      expect(legacyCode(await call({ journeyids: [id], trigger: { ...trigger, trigger_listid: 999999999 } }))).toBe(5);
      expect(legacyCode(await call({ journeyids: [id], trigger: { ...trigger, trigger_tagids: [] } }))).toBe(6);
      expect(legacyCode(await call({ journeyids: [id], trigger: { ...trigger, trigger_tagids: [999999999] } }))).toBe(6);
      const ok = await call({ journeyids: [id], trigger });
      expect(succeeded(ok)).toBe(true);
      expect(text(ok.body.TotalEnrolled)).toBe('0');
    });
  });
});
