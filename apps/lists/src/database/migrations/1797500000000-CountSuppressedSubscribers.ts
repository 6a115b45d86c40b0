import type { MigrationInterface, QueryRunner } from 'typeorm';

import { countSubscriberStatesFunction } from './1797300000000-CountSubscriberStates';

/** the states counted beside `subscribers` (as CountSubscriberStates counts them), each a condition on the row */
const STATES: Record<string, string> = {
  subscribed: `x."status" = 'Subscribed' AND x."bounce_type" <> 'Hard'`,
  unsubscribed: `x."status" = 'Unsubscribed'`,
  opt_in_pending: `x."status" = 'Opt-In Pending'`,
  soft_bounced: `x."bounce_type" = 'Soft'`,
  hard_bounced: `x."bounce_type" = 'Hard'`,
};
/** the subscribers whose address is suppressed for the list, and of those the subscribed ones (Active = subscribed - that) */
const SUPPRESSED: Record<string, string> = {
  suppressed: `x."sup"`,
  suppressed_subscribed: `x."sup" AND ${STATES.subscribed}`,
};
const COUNTED = { ...STATES, ...SUPPRESSED };

/** advisory lock class of the address buckets (two-key form: class, bucket) */
export const SUPPRESSION_LOCK_CLASS = 1797400;
/** addresses are locked by bucket, so a bulk statement takes at most this many locks */
export const SUPPRESSION_LOCK_BUCKETS = 256;
const bucket = (email: string) => `(hashtext(lower(${email})) & ${SUPPRESSION_LOCK_BUCKETS - 1})`;

/** the suppression rule (rule-compiler's suppressedSql) for a subscriber `x` of a list owned by `owner` */
const suppressedFor = (x: string, owner: string, extra = '') =>
  `EXISTS (SELECT 1 FROM "lists"."suppression" y WHERE lower(y."email") = lower(${x}."email") AND y."user_id" IN (${owner}, 0)
     AND (y."list_id" IS NULL OR y."list_id" = ${x}."list_id")${extra})`;

/** takes the address buckets of `source`'s emails in order: `shared` for subscriber writes, exclusive for suppression writes */
const lockBuckets = (source: string, shared: boolean) =>
  `PERFORM pg_advisory_xact_lock${shared ? '_shared' : ''}(${SUPPRESSION_LOCK_CLASS}, k."b")
     FROM (SELECT DISTINCT ${bucket('r."email"')} AS "b" FROM (${source}) r ORDER BY 1) k;`;

/**
 * Adds per-list sums `d` (columns `list_id` and the counted names) to one counter row of each list: the
 * connection's slot (pg_backend_pid() % 16, the slot the explicit `subscribers` bumps write) unless another
 * transaction holds it, then any slot no one holds (SKIP LOCKED), and only when all 16 are held, the connection's
 * slot after a wait. A suppression trigger holding address locks therefore never waits for a counter row that a
 * subscriber writer waiting for those locks holds.
 */
function addToCounters(sums: string, columns: string[]): string {
  const nonZero = `(${columns.map((n) => `s."${n}"`).join(', ')}) IS DISTINCT FROM (${columns.map(() => '0').join(', ')})`;
  // materialized: the slot is chosen once per list (re-evaluated per counter row, a slot freed meanwhile could match a second row)
  return `WITH d AS MATERIALIZED (SELECT * FROM (${sums}) s WHERE ${nonZero}),
      p AS MATERIALIZED (SELECT d.*, coalesce(
        (SELECT f."slot" FROM "lists"."list_counter" f WHERE f."list_id" = d."list_id" AND f."slot" = pg_backend_pid() % 16 FOR UPDATE SKIP LOCKED),
        (SELECT f."slot" FROM "lists"."list_counter" f WHERE f."list_id" = d."list_id" ORDER BY f."slot" LIMIT 1 FOR UPDATE SKIP LOCKED),
        pg_backend_pid() % 16) AS "pick" FROM d)
    UPDATE "lists"."list_counter" c SET ${columns.map((n) => `"${n}" = c."${n}" + p."${n}"`).join(', ')}
    FROM p WHERE c."list_id" = p."list_id" AND c."slot" = p."pick"`;
}

/** subscriber rows of `source` (list_id, email, status, bounce_type, d: +1 or -1) counted, with whether each is suppressed */
function bumpSubscribers(source: string, counted: Record<string, string>): string {
  const columns = Object.keys(counted);
  const sums = `SELECT x."list_id", ${columns.map((n) => `sum(CASE WHEN ${counted[n]} THEN x."d" ELSE 0 END) AS "${n}"`).join(', ')}
    FROM (SELECT r.*, ${suppressedFor('r', 'l."user_id"')} AS "sup" FROM (${source}) r JOIN "lists"."list" l ON l."id" = r."list_id") x
    GROUP BY x."list_id"`;
  return `${addToCounters(sums, columns)};`;
}

const subscriberRows = (table: string, d: number) => `SELECT "list_id", "email", "status", "bounce_type", ${d} AS "d" FROM ${table}`;
/** the rows of an UPDATE whose counted facts changed (list, address, status, bounce): the others add nothing */
const changedSide = (side: 'n' | 'o', d: number) =>
  `SELECT ${side}."list_id", ${side}."email", ${side}."status", ${side}."bounce_type", ${d} AS "d" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
   WHERE (n."list_id", lower(n."email"), n."status", n."bounce_type") IS DISTINCT FROM (o."list_id", lower(o."email"), o."status", o."bounce_type")`;

/** the subscriber trigger's function; `alsoCounted`: further counter columns and their conditions (a later migration's) */
export function subscriberFunction(alsoCounted: Record<string, string> = {}): string {
  const counted = { ...COUNTED, ...alsoCounted };
  const branch = (source: string) => `${lockBuckets(source, true)}
          ${bumpSubscribers(source, counted)}`;
  return `CREATE OR REPLACE FUNCTION "lists"."count_subscriber_states"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${branch(subscriberRows('new_rows', 1))}
        ELSIF TG_OP = 'DELETE' THEN
          ${branch(subscriberRows('old_rows', -1))}
        ELSE
          ${branch(`${changedSide('n', 1)} UNION ALL ${changedSide('o', -1)}`)}
        END IF;
        RETURN NULL;
      END $fn$`;
}

/**
 * The change of suppression rows `changed` (user_id, list_id, email) applied to the counters: every subscriber
 * those rows can reach (the list's; with no list, every list of the user, or of every user for user 0), whether it
 * is suppressed now less whether it was before the statement (`before`: the rule over the rows as they were).
 */
function bumpSuppression(changed: string, before: string, oldRows: boolean): string {
  const oldHit = oldRows
    ? ` OR c."id" IN (SELECT c2."id" FROM cand c2 JOIN old_rows y ON lower(y."email") = c2."e" AND y."user_id" IN (c2."owner", 0)
          AND (y."list_id" IS NULL OR y."list_id" = c2."list_id"))`
    : '';
  const sums = `WITH ch AS (SELECT DISTINCT k."user_id", k."list_id", lower(k."email") AS "e" FROM (${changed}) k),
      reach AS (
        SELECT ch."list_id", ch."e" FROM ch WHERE ch."list_id" IS NOT NULL
        UNION SELECT l."id", ch."e" FROM ch JOIN "lists"."list" l ON l."user_id" = ch."user_id" WHERE ch."list_id" IS NULL AND ch."user_id" <> 0
        UNION SELECT l."id", ch."e" FROM ch CROSS JOIN "lists"."list" l WHERE ch."list_id" IS NULL AND ch."user_id" = 0),
      cand AS (
        SELECT s."id", s."list_id", s."email", lower(s."email") AS "e", s."status", s."bounce_type", l."user_id" AS "owner"
        FROM reach r JOIN "lists"."list" l ON l."id" = r."list_id"
        JOIN "lists"."subscriber" s ON s."list_id" = r."list_id" AND lower(s."email") = r."e")
    SELECT x."list_id", sum(x."d") AS "suppressed", sum(CASE WHEN ${STATES.subscribed} THEN x."d" ELSE 0 END) AS "suppressed_subscribed"
    FROM (SELECT c.*, ${suppressedFor('c', 'c."owner"')}::int - (${before}${oldHit})::int AS "d" FROM cand c) x
    GROUP BY x."list_id"`;
  return `${addToCounters(sums, Object.keys(SUPPRESSED))};`;
}

export function suppressionFunction(): string {
  const rows = (table: string) => `SELECT "user_id", "list_id", "email" FROM ${table}`;
  const notNew = ` AND y."id" NOT IN (SELECT n."id" FROM new_rows n)`;
  return `CREATE OR REPLACE FUNCTION "lists"."count_suppressed_subscribers"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${lockBuckets(rows('new_rows'), false)}
          ${bumpSuppression(rows('new_rows'), suppressedFor('c', 'c."owner"', notNew), false)}
        ELSIF TG_OP = 'DELETE' THEN
          ${lockBuckets(rows('old_rows'), false)}
          ${bumpSuppression(rows('old_rows'), suppressedFor('c', 'c."owner"'), true)}
        ELSE
          ${lockBuckets(`${rows('new_rows')} UNION ${rows('old_rows')}`, false)}
          ${bumpSuppression(`${rows('new_rows')} UNION ${rows('old_rows')}`, suppressedFor('c', 'c."owner"', notNew), true)}
        END IF;
        RETURN NULL;
      END $fn$`;
}

/**
 * Subscribers.Get's Active and Suppressed totals as counter reads: per list, the subscribers whose address is
 * suppressed for the list (the user's or the system's suppression list, user-wide or for that list) and of those the
 * subscribed ones, kept in the list's counter rows by the statement triggers on "subscriber" (extended here: each
 * row written is looked up in the suppression list) and by new statement triggers on "suppression" (each address
 * added or removed is looked up in every list it reaches; a system-wide entry reaches every list).
 *
 * Exact under concurrency: a subscriber write and a suppression write of the same address must see each other, so
 * both take an advisory lock on the address's bucket (hashtext(lower(email)) & 255) before they count: subscriber
 * writes shared (they never wait for each other), suppression writes exclusive; the one that waits counts in a
 * later statement, whose snapshot sees the other's commit. A transaction that writes subscribers and then
 * suppression rows takes the exclusive locks first (lists.lock_suppression_addresses, SuppressionRepository.lockAddresses), or two of them could each
 * hold the shared lock the other needs to raise. Backfilled from a count under SHARE locks on both tables.
 */
export class CountSuppressedSubscribers1797500000000 implements MigrationInterface {
  name = 'CountSuppressedSubscribers1797500000000';

  async up(q: QueryRunner): Promise<void> {
    const added = Object.keys(SUPPRESSED);
    await q.query(`ALTER TABLE "lists"."list_counter" ${added.map((n) => `ADD COLUMN "${n}" bigint NOT NULL DEFAULT 0`).join(', ')}`);
    await q.query(subscriberFunction());
    await q.query(suppressionFunction());
    // for a transaction that writes subscribers and then suppression rows: the exclusive locks first (null: every bucket)
    await q.query(`CREATE FUNCTION "lists"."lock_suppression_addresses"(emails text[]) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE b int;
      BEGIN
        IF emails IS NULL THEN
          FOR b IN SELECT g FROM generate_series(0, ${SUPPRESSION_LOCK_BUCKETS - 1}) g LOOP
            PERFORM pg_advisory_xact_lock(${SUPPRESSION_LOCK_CLASS}, b);
          END LOOP;
        ELSE
          ${lockBuckets('SELECT e AS "email" FROM unnest(emails) e', false)}
        END IF;
      END $fn$`);
    await q.query(`CREATE TRIGGER "suppression_counts_insert" AFTER INSERT ON "lists"."suppression" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "lists"."count_suppressed_subscribers"()`);
    await q.query(`CREATE TRIGGER "suppression_counts_update" AFTER UPDATE ON "lists"."suppression" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "lists"."count_suppressed_subscribers"()`);
    await q.query(`CREATE TRIGGER "suppression_counts_delete" AFTER DELETE ON "lists"."suppression" REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "lists"."count_suppressed_subscribers"()`);
    // the backfill reads under the triggers' locks: no write lands between the count and the triggers
    await q.query(`LOCK TABLE "lists"."subscriber", "lists"."suppression" IN SHARE MODE`);
    await q.query(`UPDATE "lists"."list_counter" c SET ${added.map((n) => `"${n}" = t."${n}"`).join(', ')}
      FROM (SELECT x."list_id", ${added.map((n) => `count(*) FILTER (WHERE ${SUPPRESSED[n]}) AS "${n}"`).join(', ')}
            FROM (SELECT s."list_id", s."status", s."bounce_type", ${suppressedFor('s', 'l."user_id"')} AS "sup"
                  FROM "lists"."subscriber" s JOIN "lists"."list" l ON l."id" = s."list_id") x
            WHERE x."sup" GROUP BY x."list_id") t
      WHERE c."list_id" = t."list_id" AND c."slot" = 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER IF EXISTS "suppression_counts_${op}" ON "lists"."suppression"`);
    await q.query(`DROP FUNCTION IF EXISTS "lists"."count_suppressed_subscribers"()`);
    await q.query(`DROP FUNCTION IF EXISTS "lists"."lock_suppression_addresses"(text[])`);
    await q.query(countSubscriberStatesFunction());
    await q.query(
      `ALTER TABLE "lists"."list_counter" ${Object.keys(SUPPRESSED)
        .map((n) => `DROP COLUMN IF EXISTS "${n}"`)
        .join(', ')}`,
    );
  }
}
