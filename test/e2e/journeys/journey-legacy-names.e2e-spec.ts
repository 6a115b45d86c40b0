/* eslint-disable @typescript-eslint/no-explicit-any -- XML renders lists as node_N and numbers as text; bodies are untyped */
import { e2eEnv } from '@mail/testing';

import { FORMATS, type Format, journeysUser, type JourneysUser, legacyCode, succeeded, text, v1Code } from './journeys-helpers';

/**
 * The journeys commands as legacy clients call them (api.php, Command=<name>, form fields) and the vendor docs'
 * delete form sent form-encoded: the same answers and codes as the v1 routes (journeys-operations.e2e-spec.ts).
 */
describe('journeys by legacy name and the form-encoded delete', () => {
  let u: JourneysUser;
  let other: JourneysUser;

  beforeAll(async () => {
    [u, other] = await Promise.all([journeysUser(), journeysUser()]);
  });

  const listOf = (value: any, format: Format): any[] => (format === 'JSON' ? value : Object.values(value ?? {}));

  describe.each(FORMATS)('%s', (format: Format) => {
    it("'journeys.list' answers the caller's journeys only, with JourneyStats", async () => {
      const id = await u.journey();
      const foreign = await other.journey();
      const res = await u.legacy('journeys.list', {}, format);
      expect(succeeded(res)).toBe(true);
      const journeys = listOf(res.body.Journeys, format);
      const ids = journeys.map((j) => Number(j.JourneyID));
      expect(ids).toContain(id);
      expect(ids).not.toContain(foreign);
      const mine = journeys.find((j) => Number(j.JourneyID) === id);
      expect(mine).toMatchObject({ Status: 'Disabled', Trigger: 'Manual' });
      expect(text(mine.JourneyStats.TotalSubscribers)).toBe('0');
    });

    it("the vendor's 'journey.list' and 'journey.actions.update' name journeys.list and journey.actions", async () => {
      const id = await u.journey();
      const listed = await u.legacy('journey.list', {}, format);
      expect(succeeded(listed)).toBe(true);
      expect(listOf(listed.body.Journeys, format).map((j) => Number(j.JourneyID))).toContain(id);
      const actions = [{ ActionID: null, Action: 'Wait', ActionParameters: { WaitUnit: 'days', WaitAmount: 2 } }];
      const updated = await u.legacy('journey.actions.update', { JourneyID: id, Actions: JSON.stringify(actions) }, format);
      expect(succeeded(updated)).toBe(true);
      const stored = await u.legacy('journey.get', { JourneyID: id }, 'JSON');
      expect(stored.body.Actions).toEqual([expect.objectContaining({ Action: 'Wait', ActionParameters: expect.objectContaining({ WaitAmount: 2 }) })]);
      expect(legacyCode(await u.legacy('journey.actions.update', { JourneyID: await other.journey(), Actions: '[]' }, format))).not.toBe(0);
    });

    it("'journey.get' answers the journey and its actions; 1 missing, 2 invalid, 3 another user's", async () => {
      const id = await u.journey();
      await u.actions(id, [{ ActionID: null, Action: 'Wait', ActionParameters: { WaitUnit: 'days', WaitAmount: 1 } }]);
      const res = await u.legacy('journey.get', { JourneyID: id }, format);
      expect(succeeded(res)).toBe(true);
      expect(text(res.body.Journey.JourneyID)).toBe(String(id));
      expect(text(res.body.Journey.RelUserID)).toBe(String(u.user.userId));
      const actions = format === 'JSON' ? res.body.Actions : [res.body.Actions.node_0];
      expect(actions[0]).toMatchObject({ Action: 'Wait', ActionParameters: { WaitUnit: 'days' } });
      expect(legacyCode(await u.legacy('journey.get', {}, format))).toBe(1);
      expect(legacyCode(await u.legacy('journey.get', { JourneyID: 'abc' }, format))).toBe(2);
      expect(legacyCode(await u.legacy('journey.get', { JourneyID: await other.journey() }, format))).toBe(3);
    });

    it("'journey.update' renames and changes the trigger; 10 another user's, 11 Name empty", async () => {
      const id = await u.journey();
      const res = await u.legacy(
        'journey.update',
        { JourneyID: id, Name: 'Legacy rename', Notes: 'via api.php', Trigger: 'ListSubscription', Trigger_ListID: 0 },
        format,
      );
      expect(succeeded(res)).toBe(true);
      expect(res.body.Journey).toMatchObject({ JourneyName: 'Legacy rename', Notes: 'via api.php', Trigger: 'ListSubscription' });
      expect(legacyCode(await u.legacy('journey.update', { JourneyID: await other.journey(), Name: 'x' }, format))).toBe(10);
      expect(legacyCode(await u.legacy('journey.update', { JourneyID: id, Name: '' }, format))).toBe(11);
      const stored = await u.get(id);
      expect(stored.body.Journey).toMatchObject({ JourneyName: 'Legacy rename', Trigger: 'ListSubscription' });
    });

    it('POST /api/v1/journey.delete form-encoded deletes the journey; 3 (404) for another user’s', async () => {
      const { api } = e2eEnv();
      const send = (params: Record<string, unknown>) =>
        api.send('POST', '/api/v1/journey.delete', { ...params, ResponseFormat: format }, { bearer: u.user.apiKey, encoding: 'form' });
      const id = await u.journey();
      const res = await send({ JourneyID: id });
      expect([res.status, text(res.body.JourneyID)]).toEqual([200, String(id)]);
      expect((await u.get(id)).status).toBe(404);
      const foreign = await send({ JourneyID: await other.journey() });
      expect([foreign.status, v1Code(foreign)]).toEqual([404, 3]);
      expect((await send({})).status).toBe(422);
    });
  });
});
