import { e2eEnv, e2eSql } from '@mail/testing';

import { email, listsUser, type ListsUser } from './lists-helpers';

/** the suppression rule (SubscriberBrowseRepository.stateCondition): $2 is the list's owner */
const SUPPRESSED = `EXISTS (SELECT 1 FROM "lists"."suppression" x WHERE lower(x."email") = lower(s."email") AND x."user_id" IN ($2, 0) AND (x."list_id" IS NULL OR x."list_id" = s."list_id"))`;
const RECOUNT: Record<string, string> = {
  All: 'TRUE',
  Active: `s."status" = 'Subscribed' AND s."bounce_type" <> 'Hard' AND NOT ${SUPPRESSED}`,
  Suppressed: SUPPRESSED,
};

/**
 * Subscribers.Get's Active and Suppressed totals are counter reads (migration CountSuppressedSubscribers): after each
 * suppression change — user-wide, for one list, system-wide from the administrator, added and removed, through the
 * API and by SQL — and each subscriber write on a suppressed address, every list's totals equal a recount of its rows.
 */
describe('Subscribers.Get Active and Suppressed totals from the suppressed-subscriber counters', () => {
  let u: ListsUser;
  let v: ListsUser;
  beforeAll(async () => {
    [u, v] = await Promise.all([listsUser(), listsUser()]);
  });

  const admin = async (command: string, params: Record<string, unknown>) => {
    const { api, adminApiKey } = e2eEnv();
    const res = await api.legacy(command, { AdminAPIKey: adminApiKey, ...params });
    expect(res.body.Success).toBe(true);
  };
  const totals = async (owner: ListsUser, listId: number) => {
    const out: Record<string, number> = {};
    for (const segment of Object.keys(RECOUNT)) {
      out[segment] = Number(
        (await owner.ok('Subscribers.Get', { SubscriberListID: listId, SubscriberSegment: segment, RecordsPerRequest: 1 })).TotalSubscribers,
      );
    }
    return out;
  };
  const recount = async (owner: ListsUser, listId: number) => {
    const out: Record<string, number> = {};
    for (const [segment, condition] of Object.entries(RECOUNT)) {
      const [row] = await e2eSql<{ n: string }>(
        `SELECT count(*) AS n FROM "lists"."subscriber" s WHERE s."list_id" = $1 AND $2::int IS NOT NULL AND ${condition}`,
        [listId, owner.user.userId],
      );
      out[segment] = Number(row.n);
    }
    return out;
  };
  /** every list's totals through HTTP equal the recount; answers the totals */
  const agree = async (lists: [ListsUser, number][]) => {
    const seen: Record<string, number>[] = [];
    for (const [owner, listId] of lists) {
      const got = await totals(owner, listId);
      expect({ listId, ...got }).toEqual({ listId, ...(await recount(owner, listId)) });
      seen.push(got);
    }
    return seen;
  };
  const suppressedOf = async (lists: [ListsUser, number][]) => (await agree(lists)).map((t) => t.Suppressed);

  it('user-wide, per-list and system-wide suppression, added and removed, keep Active and Suppressed exact on every list', async () => {
    const [a, b, c] = [await u.list(), await u.list(), await v.list()];
    const lists: [ListsUser, number][] = [
      [u, a],
      [u, b],
      [v, c],
    ];
    const [e1, e2, e3, e4] = [email('sa'), email('sb'), email('sc'), email('sd')];
    for (const address of [e1, e2, e3, e4]) {
      await u.subscriber(a, address);
      await u.subscriber(b, address.toUpperCase());
      await v.subscriber(c, address);
    }
    const unsubscribed = await u.subscriber(a, email('se'), { Status: 'Unsubscribed' });
    expect(await suppressedOf(lists)).toEqual([0, 0, 0]);

    // user-wide: both of u's lists, not v's
    await u.ok('Suppression.Import', { EmailAddressesBulk: e1.toUpperCase() });
    expect(await suppressedOf(lists)).toEqual([1, 1, 0]);
    // one list of u
    await u.ok('Suppression.Import', { EmailAddressesBulk: e2, ListID: a });
    expect(await suppressedOf(lists)).toEqual([2, 1, 0]);
    // system-wide: every user's lists; e1 is already suppressed for u, so only v's list moves for it
    await admin('Suppression.Import', { EmailAddressesBulk: `${e3}\n${e1}` });
    expect(await suppressedOf(lists)).toEqual([3, 2, 2]);
    // the administrator into u's user-wide list: already there
    await admin('Suppression.Import', { EmailAddressesBulk: e1, UserID: u.user.userId });
    expect(await suppressedOf(lists)).toEqual([3, 2, 2]);

    // the user-wide entry goes, the system-wide one still suppresses e1
    await u.ok('Suppression.Delete', { EmailAddress: e1 });
    expect(await suppressedOf(lists)).toEqual([3, 2, 2]);
    // the system-wide entries go (by SQL: the triggers count any write)
    await e2eSql(`DELETE FROM "lists"."suppression" WHERE "user_id" = 0 AND lower("email") IN (lower($1), lower($2))`, [e1, e3]);
    expect(await suppressedOf(lists)).toEqual([1, 0, 0]);
    await u.ok('Suppression.Delete', { EmailAddress: e2, ListID: a });
    expect(await suppressedOf(lists)).toEqual([0, 0, 0]);

    // subscriber writes on suppressed addresses: create, unsubscribe, address change, delete
    await admin('Suppression.Import', { EmailAddressesBulk: e4 });
    const [late, moved] = [email('sf'), email('sh')];
    await u.ok('Suppression.Import', { EmailAddressesBulk: `${late}\n${moved}` });
    const lateId = await u.subscriber(a, late);
    expect(await suppressedOf(lists)).toEqual([2, 1, 1]);
    const e4InB = (await u.ok('Subscriber.Get', { ListID: b, EmailAddress: e4 })).SubscriberInformation.SubscriberID;
    await u.ok('Subscriber.Unsubscribe', { ListID: b, IPAddress: '1.2.3.4', SubscriberID: e4InB });
    await u.ok('Subscriber.Update', { SubscriberID: lateId, SubscriberListID: a, EmailAddress: email('sg') });
    await u.ok('Subscriber.Update', { SubscriberID: unsubscribed, SubscriberListID: a, EmailAddress: moved.toUpperCase() });
    const [ta, tb] = await agree(lists);
    expect([ta.Suppressed, tb.Suppressed]).toEqual([2, 1]);
    await u.ok('Subscribers.Delete', { SubscriberListID: a, Subscribers: String(unsubscribed) });
    expect(await suppressedOf(lists)).toEqual([1, 1, 1]);

    // the counters themselves against the rows, every slot summed
    const [drift] = await e2eSql<{ n: string }>(
      `SELECT count(*) AS n FROM (
         SELECT c."list_id", sum(c."suppressed") AS sup, sum(c."suppressed_subscribed") AS sub FROM "lists"."list_counter" c
         WHERE c."list_id" = ANY($1::bigint[]) GROUP BY 1) c
       JOIN (SELECT l."id" AS "list_id",
               count(s."id") FILTER (WHERE x."sup") AS sup,
               count(s."id") FILTER (WHERE x."sup" AND s."status" = 'Subscribed' AND s."bounce_type" <> 'Hard') AS sub
             FROM "lists"."list" l LEFT JOIN "lists"."subscriber" s ON s."list_id" = l."id"
             LEFT JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM "lists"."suppression" y WHERE lower(y."email") = lower(s."email")
               AND y."user_id" IN (l."user_id", 0) AND (y."list_id" IS NULL OR y."list_id" = s."list_id")) AS sup) x ON TRUE
             WHERE l."id" = ANY($1::bigint[]) GROUP BY 1) r USING ("list_id")
       WHERE (c.sup, c.sub) IS DISTINCT FROM (r.sup, r.sub)`,
      [[a, b, c]],
    );
    expect(Number(drift.n)).toBe(0);
  });

  it('concurrent subscriber creates and suppressions of the same addresses count each subscriber once', async () => {
    const listId = await u.list();
    const addresses = Array.from({ length: 24 }, () => email('cc'));
    await Promise.all([
      ...addresses.map((address) => u.subscriber(listId, address)),
      ...addresses.map((address, i) =>
        i % 2 ? u.ok('Suppression.Import', { EmailAddressesBulk: address }) : u.ok('Suppression.Import', { EmailAddressesBulk: address, ListID: listId }),
      ),
      ...addresses.slice(0, 8).map((address) => admin('Suppression.Import', { EmailAddressesBulk: address })),
    ]);
    const [t] = await agree([[u, listId]]);
    expect(t).toEqual({ All: 24, Active: 0, Suppressed: 24 });
    await Promise.all([
      ...addresses.slice(0, 12).map((address) => u.ok('Suppression.Delete', { EmailAddress: address })),
      ...addresses.slice(12).map((address) => u.call('Suppression.Delete', { EmailAddress: address, ListID: listId })),
      e2eSql(`DELETE FROM "lists"."suppression" WHERE "user_id" = 0 AND lower("email") = ANY($1::text[])`, [addresses.map((a) => a.toLowerCase())]),
    ]);
    const [after] = await agree([[u, listId]]);
    expect(after.Active + after.Suppressed).toBe(24);
  });
  it('many concurrent writers on one list (more than its 16 counter rows) keep every total exact', async () => {
    const listId = await u.list();
    const addresses = Array.from({ length: 64 }, () => email('mw'));
    await u.ok('Suppression.Import', { EmailAddressesBulk: addresses.filter((_, i) => i % 3 === 0).join('\n') });
    const ids = await Promise.all(addresses.map((address) => u.subscriber(listId, address)));
    await Promise.all(
      ids.filter((_, i) => i % 4 === 1).map((id) => u.ok('Subscriber.Unsubscribe', { ListID: listId, IPAddress: '1.2.3.4', SubscriberID: id })),
    );
    const [t] = await agree([[u, listId]]);
    expect(t.All).toBe(64);
  });

  it('opt-outs that suppress (one address, by rules) and a list deleted with its suppressions keep the other lists exact', async () => {
    const [a, b, c] = [await u.list(), await u.list(), await u.list()];
    const lists: [ListsUser, number][] = [
      [u, b],
      [u, c],
    ];
    const [one, r1, r2] = [email('oa'), email('ob'), email('ob')];
    for (const address of [one, r1, r2]) for (const listId of [a, b, c]) await u.subscriber(listId, address);
    const oneId = (await u.ok('Subscriber.Get', { ListID: a, EmailAddress: one })).SubscriberInformation.SubscriberID;
    await u.ok('Subscriber.Unsubscribe', { ListID: a, IPAddress: '1.2.3.4', SubscriberID: oneId, AddToGlobalSuppression: 1 });
    expect(await suppressedOf(lists)).toEqual([1, 1]);
    const rules = JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'begins with', value: 'ob' }]]);
    const bulk = await u.ok('Subscriber.Unsubscribe', { ListID: a, IPAddress: '1.2.3.4', RulesJSON: rules, RulesOperator: 'and', AddToGlobalSuppression: 1 });
    expect(bulk.TotalUnsubscribed).toBe(2);
    expect((await agree([[u, a], ...lists])).map((t) => t.Suppressed)).toEqual([3, 3, 3]);
    await u.ok('Suppression.Import', { EmailAddressesBulk: `${r1}\n${r2}`, ListID: a });
    await u.ok('Lists.Delete', { Lists: String(a) });
    await agree(lists);
  });
});
