import { e2eSql, unique } from '@mail/testing';

import { email, journeysUser, type JourneysUser, waitFor } from './journeys-helpers';

/**
 * The consumers of SubscriberSubscribed skip, before any inbox transaction, an event they have nothing to do for
 * (lists' opt-in mail: not Opt-In Pending; journeys: no Enabled journey accepts it) — and still handle, once, those
 * they do. The events' ids are taken from lists' outbox by a trigger this file installs and removes.
 */
describe('SubscriberSubscribed consumers skip what they have nothing to do for', () => {
  const tap = unique('e2e_subscribed')
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase();
  let u: JourneysUser;

  beforeAll(async () => {
    await e2eSql(`CREATE TABLE "public"."${tap}" ("id" uuid PRIMARY KEY, "subscriber_id" bigint NOT NULL)`);
    await e2eSql(`CREATE FUNCTION "public"."${tap}"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "public"."${tap}" VALUES (NEW."id", (NEW."payload"->>'subscriberId')::bigint);
        RETURN NULL;
      END $$`);
    await e2eSql(
      `CREATE TRIGGER "${tap}" AFTER INSERT ON "lists"."outbox" FOR EACH ROW WHEN (NEW."subject" = 'evt.lists.subscriber.subscribed.v1') EXECUTE FUNCTION "public"."${tap}"()`,
    );
    u = await journeysUser();
  });

  afterAll(async () => {
    await e2eSql(`DROP TRIGGER IF EXISTS "${tap}" ON "lists"."outbox"`);
    await e2eSql(`DROP FUNCTION IF EXISTS "public"."${tap}"() CASCADE`);
    await e2eSql(`DROP TABLE IF EXISTS "public"."${tap}"`);
  });

  const subscribe = async (listId: number, extra: Record<string, unknown> = {}) =>
    Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: email('c'), ...extra })).SubscriberID);
  /** the consumers that recorded the subscriber's SubscriberSubscribed event in their inbox */
  const inboxOf = async (subscriberId: number) => {
    const rows = await e2eSql<{ consumer: string }>(
      `SELECT i."consumer" FROM "public"."${tap}" t
         JOIN (SELECT "consumer", "event_id" FROM "journeys"."event_inbox" UNION ALL SELECT "consumer", "event_id" FROM "lists"."event_inbox") i
           ON i."event_id" = t."id"::text
       WHERE t."subscriber_id" = $1 ORDER BY 1`,
      [subscriberId],
    );
    return rows.map((r) => r.consumer);
  };
  const total = async (journeyId: number) => Number((await u.get(journeyId)).body?.Journey?.JourneyStats?.TotalSubscribers);

  it('journeys enrol (once, through the inbox) when a journey accepts the event, and write nothing when none does; the opt-in mail consumer writes nothing for a Subscribed address', async () => {
    const [watched, other] = [await u.list(), await u.list()];
    const journey = await u.journey({ Trigger: 'ListSubscription', Trigger_ListID: watched });
    await u.actions(journey, [{ Action: 'ExitThisJourney' }]);
    await u.v1('GET', 'journey.enable', { JourneyID: journey });

    const elsewhere = await subscribe(other);
    const enrolled = await subscribe(watched);

    expect(
      await waitFor(
        () => total(journey),
        (n) => n >= 1,
      ),
    ).toBe(1);
    expect(
      await waitFor(
        () => inboxOf(enrolled),
        (c) => c.length > 0,
      ),
    ).toEqual(['journeys-subscriber-triggers']);
    expect(await inboxOf(elsewhere)).toEqual([]);
    expect(await e2eSql(`SELECT 1 FROM "public"."${tap}" WHERE "subscriber_id" = ANY($1::bigint[])`, [[elsewhere, enrolled]])).toHaveLength(2);
    expect(await total(journey)).toBe(1);
  });

  it('an Opt-In Pending subscription is still handled by the opt-in mail consumer (inbox row), and not by journeys', async () => {
    const listId = await u.list();
    await u.ok('List.Update', { SubscriberListID: listId, OptInMode: 'Double', SenderName: 'Shop', SenderEmailAddress: 'team@shop.example' });
    const pending = await subscribe(listId, { Status: 'Opt-In Pending' });
    expect(
      await waitFor(
        () => inboxOf(pending),
        (c) => c.length > 0,
      ),
    ).toEqual(['lists-optin-mail']);
  });
});
