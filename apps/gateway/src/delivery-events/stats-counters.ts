/**
 * The statements that keep the statistics' counters (migration StatsCounters: stats_daily, stats_tag_daily), each a
 * part (a CTE) of the one statement that records what it counts: accepting messages, ending them Sent, storing
 * events. Rows are aggregated per batch (one upsert row per key), in key order (concurrent batches lock the same
 * rows in the same order).
 */

/** seconds after acceptance under which each bucket of DELIVERY_BUCKETS ends (the last is open) */
const BUCKET_ENDS = [1, 5, 10, 30, 60, 300, 600];

const RECIPIENT_DOMAIN = (column: string) => `lower(split_part(${column}, '@', 2))`;

function bucketsOf(kind: string, secs: string): string {
  const cells = [...BUCKET_ENDS, null].map((upTo, i) => {
    const lower = i === 0 ? 'true' : `${secs} >= ${BUCKET_ENDS[i - 1]}`;
    const upper = upTo === null ? 'true' : `${secs} < ${upTo}`;
    return `count(*) FILTER (WHERE x."event" = '${kind}' AND ${lower} AND ${upper})::int`;
  });
  return `ARRAY[${cells.join(', ')}]`;
}

const ADD = (column: string) => `"${column}" = s."${column}" + EXCLUDED."${column}"`;
const STATS_KEY = `("user_id", "domain_id", "day", "recipient_domain")`;
const TAG_KEY = `("user_id", "domain_id", "day", "tag")`;

/**
 * CTEs counting the recipients of messages inserted by the same statement (created now): `firstParam` is the
 * number of the first parameter they take.
 */
export function acceptedCounters(
  messages: { userId: number; domainId: number; recipients: string[]; tags: string[] }[],
  firstParam: number,
): { sql: string; values: unknown[] } {
  const perDomain = new Map<string, number>();
  const perTag = new Map<string, number>();
  for (const m of messages) {
    for (const to of m.recipients) {
      const key = JSON.stringify([m.userId, m.domainId, (to.split('@')[1] ?? '').toLowerCase()]);
      perDomain.set(key, (perDomain.get(key) ?? 0) + 1);
    }
    for (const tag of m.tags) {
      const key = JSON.stringify([m.userId, m.domainId, tag]);
      perTag.set(key, (perTag.get(key) ?? 0) + m.recipients.length);
    }
  }
  const columns = (map: Map<string, number>) => {
    const keys = [...map.keys()].map((k) => JSON.parse(k) as [number, number, string]);
    return [keys.map((k) => k[0]), keys.map((k) => k[1]), keys.map((k) => k[2]), [...map.values()]];
  };
  const p = (i: number) => `$${firstParam + i}`;
  const sql = `"accepted_stats" AS (
      INSERT INTO "gateway"."stats_daily" AS s ("user_id", "domain_id", "day", "recipient_domain", "accepted", "last_at")
      SELECT a."u", a."d", (now() AT TIME ZONE 'UTC')::date, a."r", a."n", now()
      FROM unnest(${p(0)}::bigint[], ${p(1)}::bigint[], ${p(2)}::text[], ${p(3)}::int[]) AS a("u", "d", "r", "n") ORDER BY 1, 2, 4
      ON CONFLICT ${STATS_KEY} DO UPDATE SET ${ADD('accepted')}, "last_at" = greatest(s."last_at", EXCLUDED."last_at")),
    "accepted_tag_stats" AS (
      INSERT INTO "gateway"."stats_tag_daily" AS s ("user_id", "domain_id", "day", "tag", "accepted")
      SELECT a."u", a."d", (now() AT TIME ZONE 'UTC')::date, a."t", a."n"
      FROM unnest(${p(4)}::bigint[], ${p(5)}::bigint[], ${p(6)}::text[], ${p(7)}::int[]) AS a("u", "d", "t", "n") ORDER BY 1, 2, 4
      ON CONFLICT ${TAG_KEY} DO UPDATE SET ${ADD('accepted')})`;
  return { sql, values: [...columns(perDomain), ...columns(perTag)] };
}

/**
 * A CTE counting the recipients of the messages that `moved` (a CTE returning "user_id", "domain_id", "created_at",
 * "recipients" and the new "status") ended Sent, on the day each was accepted.
 */
export function sentCounters(moved: string): string {
  return `"sent_stats" AS (
      INSERT INTO "gateway"."stats_daily" AS s ("user_id", "domain_id", "day", "recipient_domain", "sent")
      SELECT m."user_id", m."domain_id", (m."created_at" AT TIME ZONE 'UTC')::date, ${RECIPIENT_DOMAIN('r."to"')}, count(*)::int
      FROM "${moved}" m, unnest(m."recipients") AS r("to") WHERE m."status" = 'Sent' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ${STATS_KEY} DO UPDATE SET ${ADD('sent')})`;
}

/**
 * CTEs counting the events that `inserted` (a CTE returning message_event's "message_id", "user_id", "domain_id",
 * "event", "recipient" and "occurred_at") stored.
 */
export function eventCounters(inserted: string): string {
  const secs = `x."secs"`;
  const kinds = (kind: string) => `count(*) FILTER (WHERE x."event" = '${kind}')::int`;
  const time = (kind: string) =>
    `coalesce(sum(${secs}) FILTER (WHERE x."event" = '${kind}'), 0), min(${secs}) FILTER (WHERE x."event" = '${kind}'),
     max(${secs}) FILTER (WHERE x."event" = '${kind}'), ${bucketsOf(kind, secs)}`;
  const merge = (kind: string) =>
    `${ADD(`${kind}_sec_sum`)}, "${kind}_sec_min" = least(s."${kind}_sec_min", EXCLUDED."${kind}_sec_min"),
     "${kind}_sec_max" = greatest(s."${kind}_sec_max", EXCLUDED."${kind}_sec_max"),
     "${kind}_buckets" = "gateway"."add_counts"(s."${kind}_buckets", EXCLUDED."${kind}_buckets")`;
  return `"counted_events" AS (
      SELECT i."user_id", i."domain_id", i."event", i."recipient", i."occurred_at", m."tags",
        extract(epoch FROM i."occurred_at" - m."created_at")::float8 AS "secs"
      FROM "${inserted}" i JOIN "gateway"."message" m ON m."id" = i."message_id"),
    "event_stats" AS (
      INSERT INTO "gateway"."stats_daily" AS s ("user_id", "domain_id", "day", "recipient_domain", "delivered", "bounced", "opened", "clicked",
        "unsubscribed", "complained", "unknown", "delivery_sec_sum", "delivery_sec_min", "delivery_sec_max", "delivery_buckets", "bounce_sec_sum", "bounce_sec_min", "bounce_sec_max", "bounce_buckets", "last_at")
      SELECT x."user_id", x."domain_id", (x."occurred_at" AT TIME ZONE 'UTC')::date, ${RECIPIENT_DOMAIN('x."recipient"')},
        ${kinds('delivery')}, ${kinds('bounce')}, ${kinds('open')}, ${kinds('click')},
        ${kinds('unsubscribe')}, ${kinds('complaint')}, ${kinds('unknown')}, ${time('delivery')}, ${time('bounce')}, max(x."occurred_at")
      FROM "counted_events" x GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ${STATS_KEY} DO UPDATE SET ${ADD('delivered')}, ${ADD('bounced')}, ${ADD('opened')}, ${ADD('clicked')},
        ${ADD('unsubscribed')}, ${ADD('complained')}, ${ADD('unknown')}, ${merge('delivery')}, ${merge('bounce')}, "last_at" = greatest(s."last_at", EXCLUDED."last_at")),
    "event_tag_stats" AS (
      INSERT INTO "gateway"."stats_tag_daily" AS s ("user_id", "domain_id", "day", "tag", "delivered")
      SELECT x."user_id", x."domain_id", (x."occurred_at" AT TIME ZONE 'UTC')::date, t."tag", count(*)::int
      FROM "counted_events" x, unnest(x."tags") AS t("tag") WHERE x."event" = 'delivery' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ${TAG_KEY} DO UPDATE SET ${ADD('delivered')})`;
}
