import { e2eSql } from '@mail/testing';

import { email, listsUser, type ListsUser, waitFor } from './lists-helpers';

/** each built-in audience of Subscribers.Get as a recount over the rows (the conditions of SubscriberBrowseRepository.stateCondition) */
const SUPPRESSED = `EXISTS (SELECT 1 FROM "lists"."suppression" x WHERE lower(x."email") = lower(s."email") AND x."user_id" IN ($2, 0) AND (x."list_id" IS NULL OR x."list_id" = s."list_id"))`;
const RECOUNT: Record<string, string> = {
  All: 'TRUE',
  Active: `s."status" = 'Subscribed' AND s."bounce_type" <> 'Hard' AND NOT ${SUPPRESSED}`,
  Suppressed: SUPPRESSED,
  Unsubscribed: `s."status" = 'Unsubscribed'`,
  'Soft bounced': `s."bounce_type" = 'Soft'`,
  'Hard bounced': `s."bounce_type" = 'Hard'`,
  'Opt-in pending': `s."status" = 'Opt-In Pending'`,
};

/**
 * Subscribers.Get's TotalSubscribers of a built-in audience comes from the list's per-state counters: after every
 * write path that changes a subscriber's state, it equals a recount of the rows.
 */
describe('Subscribers.Get TotalSubscribers from the per-state counters', () => {
  let u: ListsUser;
  beforeAll(async () => {
    u = await listsUser();
  });

  const totals = async (listId: number) => {
    const out: Record<string, number> = {};
    for (const segment of Object.keys(RECOUNT)) {
      out[segment] = Number((await u.ok('Subscribers.Get', { SubscriberListID: listId, SubscriberSegment: segment, RecordsPerRequest: 1 })).TotalSubscribers);
    }
    return out;
  };
  const recount = async (listId: number) => {
    const out: Record<string, number> = {};
    for (const [segment, condition] of Object.entries(RECOUNT)) {
      const [row] = await e2eSql<{ n: string }>(
        `SELECT count(*) AS n FROM "lists"."subscriber" s WHERE s."list_id" = $1 AND $2::int IS NOT NULL AND ${condition}`,
        [listId, u.user.userId],
      );
      out[segment] = Number(row.n);
    }
    return out;
  };
  // List.Get's SubscriberCount: the list's total, counted by the same triggers
  const agree = async (listId: number) => {
    const count = Number((await u.ok('List.Get', { ListID: listId })).List.SubscriberCount);
    const all = await recount(listId);
    expect({ ...(await totals(listId)), SubscriberCount: count }).toEqual({ ...all, SubscriberCount: all.All });
  };

  it('create, update, unsubscribe, suppression, delete and import keep every total equal to a recount', async () => {
    const listId = await u.list();
    const ids: number[] = [];
    for (const extra of [{}, {}, {}, { Status: 'Opt-In Pending' }, { Status: 'Unsubscribed' }, { BounceType: 'Soft' }, { BounceType: 'Hard' }]) {
      ids.push(await u.subscriber(listId, email('c'), extra));
    }
    await agree(listId);
    expect((await totals(listId)).Active).toBe(4);

    // update: status (transaction with activity), bounce only (one statement), both
    await u.ok('Subscriber.Update', { SubscriberID: ids[0], SubscriberListID: listId, SubscriptionStatus: 'Unsubscribed' });
    await u.ok('Subscriber.Update', { SubscriberID: ids[1], SubscriberListID: listId, BounceType: 'Hard' });
    await u.ok('Subscriber.Update', { SubscriberID: ids[3], SubscriberListID: listId, SubscriptionStatus: 'Subscribed', BounceType: 'Soft' });
    await agree(listId);

    // unsubscribe, suppression of an address on the list (Active and Suppressed move without a subscriber write)
    const suppressed = email('x');
    await u.subscriber(listId, suppressed);
    await u.ok('Subscriber.Unsubscribe', { ListID: listId, IPAddress: '1.2.3.4', SubscriberID: ids[2] });
    await u.ok('Suppression.Import', { EmailAddressesBulk: suppressed.toUpperCase() });
    await agree(listId);
    expect((await totals(listId)).Suppressed).toBe(1);

    // delete, then an import with an update of an existing address
    await u.ok('Subscribers.Delete', { SubscriberListID: listId, Subscribers: `${ids[5]},${ids[6]}` });
    const existing = (await u.ok('Subscriber.Get', { ListID: listId, SubscriberID: ids[4] })).SubscriberInformation.EmailAddress as string;
    const job = await u.ok('Subscribers.Import', { ListID: listId, CSV: `Email\n${email('i')}\n${email('i')}\n${existing}\n`, Duplicates: 'update' });
    const done = await waitFor(
      () => u.ok('Subscribers.Import.Status', { ImportID: job.ImportID }),
      (b) => ['Completed', 'Failed'].includes(b.Import.Status),
    );
    expect(done.Import.Status).toBe('Completed');
    await agree(listId);

    // the counters themselves, per list, against the rows (every slot summed)
    const [drift] = await e2eSql<{ n: string }>(
      `SELECT count(*) AS n FROM (
         SELECT c."list_id", sum(c."total") AS a, sum(c."subscribed") AS b, sum(c."unsubscribed") AS u, sum(c."opt_in_pending") AS p, sum(c."soft_bounced") AS sb, sum(c."hard_bounced") AS hb
         FROM "lists"."list_counter" c WHERE c."list_id" = $1 GROUP BY 1) c
       JOIN (SELECT s."list_id", count(*) AS a, count(*) FILTER (WHERE s."status" = 'Subscribed' AND s."bounce_type" <> 'Hard') AS b,
               count(*) FILTER (WHERE s."status" = 'Unsubscribed') AS u, count(*) FILTER (WHERE s."status" = 'Opt-In Pending') AS p,
               count(*) FILTER (WHERE s."bounce_type" = 'Soft') AS sb, count(*) FILTER (WHERE s."bounce_type" = 'Hard') AS hb
             FROM "lists"."subscriber" s WHERE s."list_id" = $1 GROUP BY 1) r USING ("list_id")
       WHERE (c.a, c.b, c.u, c.p, c.sb, c.hb) IS DISTINCT FROM (r.a, r.b, r.u, r.p, r.sb, r.hb)`,
      [listId],
    );
    expect(Number(drift.n)).toBe(0);
  });

  it('a search keeps the exact count of the matching subscribers', async () => {
    const listId = await u.list();
    await u.subscriber(listId, `needle-${email('n')}`);
    await u.subscriber(listId, email('h'));
    const found = await u.ok('Subscribers.Get', {
      SubscriberListID: listId,
      SubscriberSegment: 'Active',
      SearchField: 'EmailAddress',
      SearchKeyword: 'needle-',
    });
    expect(found.TotalSubscribers).toBe(1);
  });
});
