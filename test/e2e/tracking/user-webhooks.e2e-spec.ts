/* eslint-disable jest/no-conditional-expect -- XML renders numbers and booleans as text: detailed shapes are asserted on the JSON pass only */
import { e2eEnv } from '@mail/testing';

import { FORMATS, legacyCode, sql, succeeded, trackingUser, type TrackingUser, v1Code } from './tracking-helpers';

const HASHED_ID = /^[0-9a-f]{4}(-[0-9a-f]{4}){7}$/;

describe('user.webhook.*', () => {
  let u: TrackingUser;
  let other: TrackingUser;
  let listId: number;
  let otherList: number;
  const create = async (who: TrackingUser, params: Record<string, unknown>) => (await who.v1('POST', 'user.webhook', params)).body;

  beforeAll(async () => {
    [u, other] = await Promise.all([trackingUser(), trackingUser()]);
    [listId, otherList] = await Promise.all([u.list(), other.list()]);
  });

  describe('user.webhook.create', () => {
    it.each(FORMATS)('answers WebhookID and the Webhook, with a random HashedID of eight groups (%s)', async (format) => {
      const res = await u.v1('POST', 'user.webhook', { Name: 'Signups', RelListID: listId, Event: 'subscription' }, format);
      expect(res.status).toBe(200);
      expect(Number(res.body.WebhookID)).toBeGreaterThan(0);
      expect(res.body.Webhook.HashedID).toMatch(HASHED_ID);
      if (format === 'JSON')
        expect(res.body.Webhook).toMatchObject({
          WebhookID: res.body.WebhookID,
          RelUserID: u.user.userId,
          RelListID: listId,
          RelListName: expect.any(String),
          Name: 'Signups',
          Event: 'Subscription',
          Options: { UnsubscribeAll: false },
        });
    });

    describe.each(FORMATS)('codes (%s)', (format) => {
      it.each([
        ['1 Name missing', { RelListID: 1, Event: 'Subscription' }, 1],
        ['2 RelListID missing', { Name: 'x', Event: 'Subscription' }, 2],
        ['3 Event missing', { Name: 'x', RelListID: 1 }, 3],
        ['4 invalid Event', { Name: 'x', RelListID: 1, Event: 'Bounce' }, 4],
        ['4 an Event named like an Object.prototype member', { Name: 'x', RelListID: 1, Event: 'constructor' }, 4],
        ['5 list not found', { Name: 'x', RelListID: 999999999, Event: 'Subscription' }, 5],
      ])('%s', async (_name, params, code) => {
        expect(v1Code(await u.v1('POST', 'user.webhook', params, format))).toBe(code);
      });

      it("5 another user's list", async () => {
        expect(v1Code(await u.v1('POST', 'user.webhook', { Name: 'x', RelListID: otherList, Event: 'Subscription' }, format))).toBe(5);
      });
    });

    it('is reachable through the legacy command too', async () => {
      const res = await u.legacy('user.webhook.create', { Name: 'Legacy', RelListID: listId, Event: 'Unsubscription', UnsubscribeAll: 'true' });
      expect(succeeded(res)).toBe(true);
      expect(res.body.Webhook.Options.UnsubscribeAll).toBe(true);
      expect(legacyCode(await u.legacy('user.webhook.create', { RelListID: listId }))).toBe(1);
    });
  });

  describe('user.webhook.get / list', () => {
    it.each(FORMATS)('reads a webhook back, and lists the caller’s only (%s)', async (format) => {
      const mine = await create(u, { Name: 'Mine', RelListID: listId, Event: 'Subscription' });
      const theirs = await create(other, { Name: 'Theirs', RelListID: otherList, Event: 'Subscription' });
      const got = await u.v1('GET', 'user.webhook', { WebhookID: mine.WebhookID }, format);
      expect(got.body.Webhook.HashedID).toBe(mine.Webhook.HashedID);
      expect(v1Code(await u.v1('GET', 'user.webhook', { WebhookID: theirs.WebhookID }, format))).toBe(2);
      expect(v1Code(await u.v1('GET', 'user.webhook', {}, format))).toBe(1);
      expect(v1Code(await u.v1('GET', 'user.webhook', { WebhookID: 'abc' }, format))).toBe(2);
      const listed = await u.v1('GET', 'user.webhooks', {}, format);
      expect(listed.status).toBe(200);
      if (format === 'JSON') {
        const ids = listed.body.Webhooks.map((w: { WebhookID: number }) => w.WebhookID);
        expect(ids).toContain(mine.WebhookID);
        expect(ids).not.toContain(theirs.WebhookID);
        expect(listed.body.Webhooks[0].ReceivedRequestsStats).toBeUndefined();
      }
    });

    it('answers an empty Webhooks array for a user without any, and ReceivedRequestsStats on IncludeStats', async () => {
      const fresh = await trackingUser();
      expect((await fresh.v1('GET', 'user.webhooks')).body).toEqual({ Webhooks: [] });
      const hook = await create(fresh, { Name: 'x', RelListID: await fresh.list(), Event: 'Subscription' });
      await e2eEnv().api.raw('GET', `/system/webhook/${hook.Webhook.HashedID}?email=nobody`);
      const listed = (await fresh.v1('GET', 'user.webhooks', { IncludeStats: 'true' })).body.Webhooks[0];
      const today = String(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) / 1000);
      expect(listed.ReceivedRequestsStats).toEqual({ [today]: 1 });
    });
  });

  describe('user.webhook.update', () => {
    it.each(FORMATS)('changes the webhook and keeps its HashedID; UnsubscribeAll omitted keeps its value (%s)', async (format) => {
      const hook = await create(u, { Name: 'Before', RelListID: listId, Event: 'Unsubscription', UnsubscribeAll: true });
      const list2 = await u.list();
      const res = await u.v1('PATCH', 'user.webhook', { WebhookID: hook.WebhookID, Name: 'After', RelListID: list2, Event: 'Unsubscription' }, format);
      expect(res.status).toBe(200);
      expect(res.body.Webhook.HashedID).toBe(hook.Webhook.HashedID);
      if (format === 'JSON') expect(res.body.Webhook).toMatchObject({ Name: 'After', RelListID: list2, Options: { UnsubscribeAll: true } });
    });

    describe.each(FORMATS)('codes (%s)', (format) => {
      let id: number;
      beforeAll(async () => {
        id = (await create(u, { Name: 'Codes', RelListID: listId, Event: 'Subscription' })).WebhookID;
      });
      it.each([
        ['1 WebhookID missing', () => ({ Name: 'x', RelListID: listId, Event: 'Subscription' }), 1],
        ['2 Name missing', () => ({ WebhookID: id, RelListID: listId, Event: 'Subscription' }), 2],
        ['3 RelListID missing', () => ({ WebhookID: id, Name: 'x', Event: 'Subscription' }), 3],
        ['4 Event missing', () => ({ WebhookID: id, Name: 'x', RelListID: listId }), 4],
        ['5 invalid Event', () => ({ WebhookID: id, Name: 'x', RelListID: listId, Event: 'nope' }), 5],
        ['6 not found', () => ({ WebhookID: 999999999, Name: 'x', RelListID: listId, Event: 'Subscription' }), 6],
        ['7 list not found', () => ({ WebhookID: id, Name: 'x', RelListID: otherList, Event: 'Subscription' }), 7],
      ])('%s', async (_name, params, code) => {
        expect(v1Code(await u.v1('PATCH', 'user.webhook', params(), format))).toBe(code);
      });
      it("6 another user's webhook", async () => {
        expect(v1Code(await other.v1('PATCH', 'user.webhook', { WebhookID: id, Name: 'x', RelListID: otherList, Event: 'Subscription' }, format))).toBe(6);
      });
    });
  });

  describe('user.webhook.stats and delete', () => {
    it.each(FORMATS)('answers the daily records with Days clamped to 1–365 (%s)', async (format) => {
      const hook = await create(u, { Name: 'Stats', RelListID: listId, Event: 'Subscription' });
      await e2eEnv().api.raw('GET', `/system/webhook/${hook.Webhook.HashedID}?email=not-an-address`);
      const today = new Date().toISOString().slice(0, 10);
      const res = await u.v1('GET', 'user.webhook.stats', { WebhookID: hook.WebhookID, Days: 1000 }, format);
      expect(Number(res.body.Days)).toBe(365);
      // a date is no XML element name: the record's content is asserted on the JSON pass
      if (format === 'JSON')
        expect(res.body.Stats[today]).toMatchObject({ Period: today, ReceivedRequests: '1', FailedRequests: '1', SuccessfulRequests: '0' });
      expect(Number((await u.v1('GET', 'user.webhook.stats', { WebhookID: hook.WebhookID, Days: 0 }, format)).body.Days)).toBe(1);
      expect(Number((await u.v1('GET', 'user.webhook.stats', { WebhookID: hook.WebhookID }, format)).body.Days)).toBe(30);
      expect(v1Code(await u.v1('GET', 'user.webhook.stats', {}, format))).toBe(1);
      expect(v1Code(await other.v1('GET', 'user.webhook.stats', { WebhookID: hook.WebhookID }, format))).toBe(2);
    });

    it.each(FORMATS)('deletes the webhook and its daily statistics; 1 missing, 2 not found (%s)', async (format) => {
      const hook = await create(u, { Name: 'Gone', RelListID: listId, Event: 'Subscription' });
      await e2eEnv().api.raw('GET', `/system/webhook/${hook.Webhook.HashedID}`);
      expect(v1Code(await other.v1('DELETE', 'user.webhook', { WebhookID: hook.WebhookID }, format))).toBe(2);
      expect(v1Code(await u.v1('DELETE', 'user.webhook', {}, format))).toBe(1);
      const res = await u.v1('DELETE', 'user.webhook', { WebhookID: hook.WebhookID }, format);
      expect(res.status).toBe(200);
      expect(v1Code(await u.v1('GET', 'user.webhook', { WebhookID: hook.WebhookID }, format))).toBe(2);
      expect(await sql(`SELECT 1 FROM "tracking"."user_webhook_stat" WHERE "webhook_id" = $1`, [hook.WebhookID])).toEqual([]);
      expect(v1Code(await u.v1('DELETE', 'user.webhook', { WebhookID: hook.WebhookID }, format))).toBe(2);
    });
  });

  describe('user.webhook.get, user.webhook.list and user.webhook.delete through the legacy command', () => {
    it('reads, lists and deletes the caller’s webhook by command name, with the same codes', async () => {
      const hook = await create(u, { Name: 'ByName', RelListID: listId, Event: 'Unsubscription' });
      const theirs = await create(other, { Name: 'NotMine', RelListID: otherList, Event: 'Subscription' });
      const got = await u.legacy('user.webhook.get', { WebhookID: hook.WebhookID });
      expect(succeeded(got)).toBe(true);
      expect(got.body.Webhook).toMatchObject({ WebhookID: hook.WebhookID, Name: 'ByName', Event: 'Unsubscription', HashedID: hook.Webhook.HashedID });
      expect(legacyCode(await u.legacy('user.webhook.get', {}))).toBe(1);
      expect(legacyCode(await u.legacy('user.webhook.get', { WebhookID: theirs.WebhookID }))).toBe(2);
      const listed = await u.legacy('user.webhook.list', { IncludeStats: 'true' });
      expect(succeeded(listed)).toBe(true);
      const mine = listed.body.Webhooks.find((w: { WebhookID: number }) => w.WebhookID === hook.WebhookID);
      expect(mine).toMatchObject({ Name: 'ByName', ReceivedRequestsStats: expect.any(Object) });
      expect(listed.body.Webhooks.map((w: { WebhookID: number }) => w.WebhookID)).not.toContain(theirs.WebhookID);
      expect(legacyCode(await u.legacy('user.webhook.delete', {}))).toBe(1);
      expect(legacyCode(await u.legacy('user.webhook.delete', { WebhookID: theirs.WebhookID }))).toBe(2);
      const deleted = await u.legacy('user.webhook.delete', { WebhookID: hook.WebhookID });
      expect(succeeded(deleted)).toBe(true);
      expect(deleted.body.Success).toBe(true);
      expect(legacyCode(await u.legacy('user.webhook.get', { WebhookID: hook.WebhookID }))).toBe(2);
      expect(succeeded(await other.legacy('user.webhook.get', { WebhookID: theirs.WebhookID }))).toBe(true);
    });
  });

  describe.each(FORMATS)('authentication failure answers code 0 on every endpoint (%s)', (format) => {
    it.each([
      ['GET', 'user.webhooks'],
      ['GET', 'user.webhook'],
      ['POST', 'user.webhook'],
      ['PATCH', 'user.webhook'],
      ['DELETE', 'user.webhook'],
      ['GET', 'user.webhook.stats'],
    ])('%s %s', async (method, path) => {
      const res = await e2eEnv().api.v1(method, path, { WebhookID: 1 }, { bearer: 'not-a-key', format });
      expect(v1Code(res)).toBe(0);
    });
  });
});
