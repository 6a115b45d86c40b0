import { TextBounds } from '@mail/contracts';

import { legacyCode, sql, storedEvents, trackingUser, type TrackingUser, v1Code, waitFor } from './tracking-helpers';

const text = (length: number, fill = 'n') => fill.repeat(length);

// docs/decisions.md, "Stored text bounds: lists, SMS, tracking": a command refuses a text over its bound and stores
// nothing; event.track (also the browser tracker's path) keeps cutting single texts and refuses only over-long
// property maps.
describe('stored text bounds of user webhooks and website events', () => {
  let u: TrackingUser;
  let listId: number;
  beforeAll(async () => {
    u = await trackingUser();
    listId = await u.list();
  });
  const webhookNames = async () =>
    (await sql<{ name: string }>(`SELECT "name" FROM "tracking"."user_webhook" WHERE "user_id" = $1 ORDER BY "id"`, [u.user.userId])).map((r) => r.name);

  it('user.webhook.create answers 8 and .update 9 for a Name over the bound; at the bound it is stored whole', async () => {
    const over = { Name: text(TextBounds.name + 1), RelListID: listId, Event: 'Subscription' };
    const created = await u.v1('POST', 'user.webhook', over);
    expect(v1Code(created)).toBe(8);
    expect(created.text).toContain(`Name must be at most ${TextBounds.name} characters`);
    expect(legacyCode(await u.legacy('user.webhook.create', over))).toBe(8);
    expect(await webhookNames()).toEqual([]);
    const name = text(TextBounds.name, 'w');
    const hook = await u.v1('POST', 'user.webhook', { ...over, Name: name });
    expect(hook.body.Webhook.Name).toBe(name);
    expect(v1Code(await u.v1('PATCH', 'user.webhook', { ...over, WebhookID: hook.body.WebhookID }))).toBe(9);
    expect(await webhookNames()).toEqual([name]);
  });

  it('event.track answers 11 for Properties or IdentifyProperties over the bound as JSON, and cuts an over-long event name', async () => {
    const before = await storedEvents(listId);
    // {"note":"…"} is 11 characters around the value
    const properties = (length: number) => ({ note: text(length - 11, 'p') });
    for (const params of [{ Properties: properties(TextBounds.text + 1) }, { Event: 'identify', IdentifyProperties: properties(TextBounds.text + 1) }]) {
      const res = await u.v1('POST', 'event', { ListID: listId, Event: 'pageView', ...params });
      expect([res.status, v1Code(res)]).toEqual([422, 11]);
    }
    const event = text(TextBounds.name + 45, 'e');
    expect((await u.v1('POST', 'event', { ListID: listId, Event: event, Properties: properties(TextBounds.text) })).status).toBe(200);
    expect(
      await waitFor(
        () => storedEvents(listId),
        (n) => n > before,
      ),
    ).toBe(before + 1);
    const stored = await sql<{ event: string }>(`SELECT "event" FROM "tracking"."website_event" WHERE "list_id" = $1`, [listId]);
    expect(stored.map((r) => r.event)).toEqual([event.slice(0, TextBounds.name)]);
  });
});
