import { e2eEnv, unique } from '@mail/testing';

import { email, sql, succeeded, trackingUser, type TrackingUser } from './tracking-helpers';

const api = () => e2eEnv().api;

describe('/system/webhook/<HashedID>/...', () => {
  let u: TrackingUser;
  let listId: number;
  const hookOf = async (params: Record<string, unknown>) =>
    (await u.v1('POST', 'user.webhook', params)).body as { WebhookID: number; Webhook: { HashedID: string } };
  const counts = async (webhookId: number) =>
    (
      await sql<{ received: number; failed: number; successful: number }>(
        `SELECT "received", "failed", "successful" FROM "tracking"."user_webhook_stat" WHERE "webhook_id" = $1`,
        [webhookId],
      )
    )[0];
  const statusOf = async (list: number, address: string) => (await u.subscriberGet(list, address)).body.SubscriberInformation?.SubscriptionStatus;

  beforeAll(async () => {
    u = await trackingUser();
    listId = await u.list();
  });

  it('Subscription by GET query: subscribes the contact with custom fields by CustomField<ID> or alias, and counts a success', async () => {
    const alias = `Nick${unique('n').replace(/\W/g, '')}`;
    const [city, nick] = [await u.field(listId), await u.field(listId, { MergeTagAlias: alias })];
    const hook = await hookOf({ Name: 'Form', RelListID: listId, Event: 'Subscription' });
    const address = email('get');
    const res = await api().raw(
      'GET',
      `/system/webhook/${hook.Webhook.HashedID}?EmailAddress=${encodeURIComponent(address)}&CustomField${city}=Oslo&${alias.toLowerCase()}=Bo`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Success: true, Event: 'Subscription', EmailAddress: address });
    const info = (await u.subscriberGet(listId, address)).body.SubscriberInformation;
    expect(info).toMatchObject({ SubscriptionStatus: 'Subscribed', [`CustomField${city}`]: 'Oslo', [`CustomField${nick}`]: 'Bo' });
    expect(await counts(hook.WebhookID)).toEqual({ received: 1, failed: 0, successful: 1 });
  });

  it('Subscription by POST form and by JSON, under any sub-path; a Double opt-in list leaves the contact pending', async () => {
    const double = await u.list({ OptInMode: 'Double' });
    const hook = await hookOf({ Name: 'Double', RelListID: double, Event: 'Subscription' });
    const a = email('form');
    const b = email('json');
    const form = await api().raw('POST', `/system/webhook/${hook.Webhook.HashedID}/zapier/new-lead`, `email=${encodeURIComponent(a)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    const json = await api().raw('POST', `/system/webhook/${hook.Webhook.HashedID}`, JSON.stringify({ EmailAddress: b }), {
      'content-type': 'application/json',
    });
    expect([form.status, json.status]).toEqual([200, 200]);
    expect([await statusOf(double, a), await statusOf(double, b)]).toEqual(['Opt-In Pending', 'Opt-In Pending']);
  });

  it('Subscription by POST multipart/form-data, custom fields included', async () => {
    const list = await u.list();
    const city = await u.field(list);
    const hook = await hookOf({ Name: 'Multipart', RelListID: list, Event: 'Subscription' });
    const address = email('multipart');
    const form = new FormData();
    form.append('EmailAddress', address);
    form.append(`CustomField${city}`, 'Oslo & Bergen');
    const res = await api().raw('POST', `/system/webhook/${hook.Webhook.HashedID}/typeform`, form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Success: true, Event: 'Subscription', EmailAddress: address, ListIDs: [list] });
    const info = (await u.subscriberGet(list, address)).body.SubscriberInformation;
    expect(info).toMatchObject({ SubscriptionStatus: 'Subscribed', [`CustomField${city}`]: 'Oslo & Bergen' });
    expect(await counts(hook.WebhookID)).toEqual({ received: 1, failed: 0, successful: 1 });
  });

  it('Unsubscription removes the contact from the bound list only', async () => {
    const [one, two] = [await u.list(), await u.list()];
    const address = email('unsub');
    for (const l of [one, two]) await u.ok('Subscriber.Create', { ListID: l, EmailAddress: address });
    const hook = await hookOf({ Name: 'Out', RelListID: one, Event: 'Unsubscription' });
    const res = await api().raw('GET', `/system/webhook/${hook.Webhook.HashedID}?email=${encodeURIComponent(address)}`);
    expect(res.status).toBe(200);
    expect([await statusOf(one, address), await statusOf(two, address)]).toEqual(['Unsubscribed', 'Subscribed']);
  });

  it("Unsubscription with UnsubscribeAll removes the contact from every list of the owner, and no one else's", async () => {
    const [one, two] = [await u.list(), await u.list()];
    const other = await trackingUser();
    const theirs = await other.list();
    const address = email('all');
    for (const l of [one, two]) await u.ok('Subscriber.Create', { ListID: l, EmailAddress: address });
    await other.ok('Subscriber.Create', { ListID: theirs, EmailAddress: address });
    const hook = await hookOf({ Name: 'All', RelListID: one, Event: 'Unsubscription', UnsubscribeAll: true });
    const res = await api().raw('POST', `/system/webhook/${hook.Webhook.HashedID}`, `EmailAddress=${encodeURIComponent(address)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(200);
    expect([await statusOf(one, address), await statusOf(two, address)]).toEqual(['Unsubscribed', 'Unsubscribed']);
    expect((await other.subscriberGet(theirs, address)).body.SubscriberInformation.SubscriptionStatus).toBe('Subscribed');
  });

  it('counts a call without a valid address as received and failed (422)', async () => {
    const hook = await hookOf({ Name: 'Bad', RelListID: listId, Event: 'Subscription' });
    const res = await api().raw('GET', `/system/webhook/${hook.Webhook.HashedID}?email=nope`);
    expect(res.status).toBe(422);
    expect(res.body.Success).toBe(false);
    expect(await counts(hook.WebhookID)).toEqual({ received: 1, failed: 1, successful: 0 });
  });

  it('answers 404 for an unknown HashedID and counts it against nobody', async () => {
    const before = await sql<{ n: string }>(`SELECT coalesce(sum("received"), 0) AS n FROM "tracking"."user_webhook_stat"`);
    for (const id of ['0000-0000-0000-0000-0000-0000-0000-0000', 'not-a-hashed-id'])
      expect((await api().raw('GET', `/system/webhook/${id}?email=${encodeURIComponent(email('x'))}`)).status).toBe(404);
    const after = await sql<{ n: string }>(`SELECT coalesce(sum("received"), 0) AS n FROM "tracking"."user_webhook_stat"`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('keeps working after the webhook is updated (its HashedID does not change)', async () => {
    const hook = await hookOf({ Name: 'Stable', RelListID: listId, Event: 'Subscription' });
    const list2 = await u.list();
    await u.v1('PATCH', 'user.webhook', { WebhookID: hook.WebhookID, Name: 'Moved', RelListID: list2, Event: 'Subscription' });
    const address = email('moved');
    expect((await api().raw('GET', `/system/webhook/${hook.Webhook.HashedID}?email=${encodeURIComponent(address)}`)).status).toBe(200);
    expect(succeeded(await u.subscriberGet(list2, address))).toBe(true);
  });

  it('stores the HashedID only hashed and sealed: no column of the row holds it, and the webhook still answers (issue 24, item 12)', async () => {
    const hook = await hookOf({ Name: 'Sealed', RelListID: listId, Event: 'Subscription' });
    const [row] = await sql<Record<string, unknown>>(`SELECT * FROM "tracking"."user_webhook" WHERE "id" = $1`, [hook.WebhookID]);
    expect(JSON.stringify(row)).not.toContain(hook.Webhook.HashedID);
    expect(JSON.stringify(row)).not.toContain(hook.Webhook.HashedID.replace(/-/g, ''));
    const address = email('sealed');
    expect((await api().raw('GET', `/system/webhook/${hook.Webhook.HashedID}?email=${encodeURIComponent(address)}`)).status).toBe(200);
    expect(succeeded(await u.subscriberGet(listId, address))).toBe(true);
    expect((await u.v1('GET', 'user.webhook', { WebhookID: hook.WebhookID })).body.Webhook.HashedID).toBe(hook.Webhook.HashedID);
  });

  it('counts every spelling of one HashedID against one limit: case variants do not get their own 100 calls (issue 24, item 9)', async () => {
    const hook = await hookOf({ Name: 'Limited', RelListID: listId, Event: 'Subscription' });
    const id = hook.Webhook.HashedID;
    for (let i = 0; i < 100; i++) expect((await api().raw('GET', `/system/webhook/${id.toUpperCase()}?email=nope`)).status).toBe(422);
    const limited = await api().raw('GET', `/system/webhook/${id}?email=nope`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
