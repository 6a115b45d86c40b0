import type { MigrationInterface, QueryRunner } from 'typeorm';

/** the states counted beside `subscribers`, each a condition on the row (Subscribers.Get's built-in audiences) */
const STATES: Record<string, string> = {
  subscribed: `x."status" = 'Subscribed' AND x."bounce_type" <> 'Hard'`,
  unsubscribed: `x."status" = 'Unsubscribed'`,
  opt_in_pending: `x."status" = 'Opt-In Pending'`,
  soft_bounced: `x."bounce_type" = 'Soft'`,
  hard_bounced: `x."bounce_type" = 'Hard'`,
};
const names = Object.keys(STATES);

/** adds to the counters the states of `source` rows (list_id, status, bounce_type, d: +1 or -1), on the connection's slot */
function bump(source: string): string {
  return `UPDATE "lists"."list_counter" c SET ${names.map((n) => `"${n}" = c."${n}" + d."${n}"`).join(', ')}
    FROM (SELECT x."list_id", ${names.map((n) => `sum(CASE WHEN ${STATES[n]} THEN x."d" ELSE 0 END) AS "${n}"`).join(', ')}
          FROM (${source}) x GROUP BY x."list_id") d
    WHERE c."list_id" = d."list_id" AND c."slot" = pg_backend_pid() % 16
      AND (${names.map((n) => `d."${n}"`).join(', ')}) IS DISTINCT FROM (${names.map(() => '0').join(', ')});`;
}

const rows = (table: string, d: number) => `SELECT "list_id", "status", "bounce_type", ${d} AS "d" FROM ${table}`;

/** the trigger function as this migration created it (CountSuppressedSubscribers replaces it; its down restores this) */
export function countSubscriberStatesFunction(): string {
  return `CREATE OR REPLACE FUNCTION "lists"."count_subscriber_states"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${bump(rows('new_rows', 1))}
        ELSIF TG_OP = 'DELETE' THEN
          ${bump(rows('old_rows', -1))}
        ELSE
          ${bump(`${rows('new_rows', 1)} UNION ALL ${rows('old_rows', -1)}`)}
        END IF;
        RETURN NULL;
      END $fn$`;
}

/**
 * Per-state subscriber counters of each list (Subscribers.Get's TotalSubscribers for the built-in audiences), kept
 * by statement triggers on "subscriber": every write path counts, whatever statement it uses, in its own
 * transaction. The trigger writes the connection's slot (pg_backend_pid() % 16), as the explicit `subscribers` bumps
 * do, so a transaction holds one counter row of a list (two rows in opposite orders could deadlock).
 * Backfilled into slot 0 from a count.
 */
export class CountSubscriberStates1797300000000 implements MigrationInterface {
  name = 'CountSubscriberStates1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "lists"."list_counter" ${names.map((n) => `ADD COLUMN "${n}" bigint NOT NULL DEFAULT 0`).join(', ')}`);
    await q.query(countSubscriberStatesFunction());
    await q.query(`CREATE TRIGGER "subscriber_states_insert" AFTER INSERT ON "lists"."subscriber" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "lists"."count_subscriber_states"()`);
    await q.query(`CREATE TRIGGER "subscriber_states_update" AFTER UPDATE ON "lists"."subscriber" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "lists"."count_subscriber_states"()`);
    await q.query(`CREATE TRIGGER "subscriber_states_delete" AFTER DELETE ON "lists"."subscriber" REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "lists"."count_subscriber_states"()`);
    // the backfill reads under the triggers' lock: no write lands between the count and the triggers
    await q.query(`LOCK TABLE "lists"."subscriber" IN SHARE MODE`);
    await q.query(`UPDATE "lists"."list_counter" c SET ${names.map((n) => `"${n}" = coalesce(t."${n}", 0)`).join(', ')}
      FROM (SELECT x."list_id", ${names.map((n) => `count(*) FILTER (WHERE ${STATES[n]}) AS "${n}"`).join(', ')} FROM "lists"."subscriber" x GROUP BY x."list_id") t
      WHERE c."list_id" = t."list_id" AND c."slot" = 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER IF EXISTS "subscriber_states_${op}" ON "lists"."subscriber"`);
    await q.query(`DROP FUNCTION IF EXISTS "lists"."count_subscriber_states"()`);
    await q.query(`ALTER TABLE "lists"."list_counter" ${names.map((n) => `DROP COLUMN IF EXISTS "${n}"`).join(', ')}`);
  }
}
