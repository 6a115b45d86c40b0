import { email, sql, trackingUser, type TrackingUser, waitFor } from './tracking-helpers';

describe('a subscriber deleted from a list (lists.subscriber.deleted)', () => {
  let u: TrackingUser;
  beforeAll(async () => {
    u = await trackingUser();
  });

  const subscriberIdOf = async (listId: number, address: string) => Number((await u.subscriberGet(listId, address)).body.SubscriberInformation?.SubscriberID);
  const identities = async (subscriberId: number) =>
    Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM "tracking"."identity" WHERE "subscriber_id" = $1`, [subscriberId]))[0].n);
  const storedWith = async (listId: number, event: string) =>
    (await sql<{ subscriber_id: string }>(`SELECT "subscriber_id" FROM "tracking"."website_event" WHERE "list_id" = $1 AND "event" = $2`, [listId, event])).map(
      (r) => Number(r.subscriber_id),
    );

  it('is forgotten by tracking: the next event with the address names the subscriber created again', async () => {
    const listId = await u.list();
    const address = email('again');
    expect((await u.v1('POST', 'event', { ListID: listId, Event: 'identify', Email: address })).status).toBe(200);
    const first = await subscriberIdOf(listId, address);
    expect((await u.v1('POST', 'event', { ListID: listId, Event: 'before', Email: address })).status).toBe(200);
    expect(await storedWith(listId, 'before')).toEqual([first]);
    expect(await identities(first)).toBe(1);

    expect(Number((await u.ok('Subscribers.Delete', { SubscriberListID: listId, Subscribers: String(first) })).TotalDeleted)).toBe(1);
    expect(
      await waitFor(
        () => identities(first),
        (n) => n === 0,
      ),
    ).toBe(0);
    const second = Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address })).SubscriberID);
    expect(second).not.toBe(first);

    expect((await u.v1('POST', 'event', { ListID: listId, Event: 'after', Email: address })).status).toBe(200);
    expect(await storedWith(listId, 'after')).toEqual([second]);
  });
});
