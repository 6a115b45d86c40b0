import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/** what a period counts: accepted recipients (Sent) and the events recorded */
export interface PeriodCounts {
  Sent: number;
  Delivered: number;
  Bounced: number;
  Opened: number;
  Clicked: number;
}

export const NO_COUNTS: PeriodCounts = { Sent: 0, Delivered: 0, Bounced: 0, Opened: 0, Clicked: 0 };

/** a period [from, to) over some of a user's domains */
export interface StatsScope {
  userId: number;
  domainIds: number[];
  from: Date;
  to: Date;
}

export interface RecipientDomainRow {
  domain: string;
  sent: number;
  failed: number;
  accepted: number;
  avg_sec: number | null;
  min_sec: number | null;
  max_sec: number | null;
}

export interface DeliveryTimesRow {
  event: 'delivery' | 'bounce';
  total: number;
  avg_sec: number | null;
  min_sec: number | null;
  max_sec: number | null;
  /** counts per bucket, in DELIVERY_BUCKETS order */
  buckets: number[];
}

export const DELIVERY_BUCKETS: [label: string, upToSeconds: number][] = [
  ['< 1s', 1],
  ['1-5s', 5],
  ['5-10s', 10],
  ['10-30s', 30],
  ['30-60s', 60],
  ['1-5m', 300],
  ['5-10m', 600],
  ['> 10m', Number.POSITIVE_INFINITY],
];

const KIND_COLUMN = { delivery: 'Delivered', bounce: 'Bounced', open: 'Opened', click: 'Clicked' } as const;
const SECONDS = `extract(epoch FROM e."occurred_at" - m."created_at")`;
const RECIPIENT_DOMAIN = (column: string) => `lower(split_part(${column}, '@', 2))`;

/**
 * The gateway's statistics, counted from what it records: a message's recipients when it is accepted (Sent), and
 * the events of each recipient (delivery, bounce, open, click). Always one user's domains.
 */
@Injectable()
export class GatewayStatsRepository {
  constructor(private readonly db: ServiceDb) {}

  /** per domain: accepted recipients and events in the period */
  async perDomain(s: StatsScope): Promise<Map<number, PeriodCounts>> {
    const out = new Map<number, PeriodCounts>(s.domainIds.map((id) => [id, { ...NO_COUNTS }]));
    if (!s.domainIds.length) return out;
    const params = [s.userId, s.domainIds, s.from, s.to];
    const [sent, events] = await Promise.all([
      this.db.query<{ domain_id: number; n: number }>(
        `SELECT "domain_id"::int AS "domain_id", coalesce(sum(cardinality("recipients")), 0)::int AS "n" FROM "gateway"."message"
         WHERE "user_id" = $1 AND "domain_id" = ANY($2::bigint[]) AND "created_at" >= $3 AND "created_at" < $4 GROUP BY 1`,
        params,
      ),
      this.db.query<{ domain_id: number; event: keyof typeof KIND_COLUMN; n: number }>(
        `SELECT "domain_id"::int AS "domain_id", "event", count(*)::int AS "n" FROM "gateway"."message_event"
         WHERE "user_id" = $1 AND "domain_id" = ANY($2::bigint[]) AND "occurred_at" >= $3 AND "occurred_at" < $4
           AND "event" IN ('delivery', 'bounce', 'open', 'click') GROUP BY 1, 2`,
        params,
      ),
    ]);
    for (const r of sent) out.get(r.domain_id)!.Sent = r.n;
    for (const r of events) out.get(r.domain_id)![KIND_COLUMN[r.event]] = r.n;
    return out;
  }

  /** per tag of the domain's messages in the period: accepted recipients and deliveries */
  async perTag(s: StatsScope): Promise<{ tag: string; sent: number; delivered: number }[]> {
    return this.db.query(
      `WITH "sent" AS (
         SELECT t."tag", sum(cardinality(m."recipients"))::int AS "n" FROM "gateway"."message" m, unnest(m."tags") AS t("tag")
         WHERE m."user_id" = $1 AND m."domain_id" = ANY($2::bigint[]) AND m."created_at" >= $3 AND m."created_at" < $4 GROUP BY 1),
       "delivered" AS (
         SELECT t."tag", count(*)::int AS "n" FROM "gateway"."message_event" e JOIN "gateway"."message" m ON m."id" = e."message_id",
           unnest(m."tags") AS t("tag")
         WHERE e."user_id" = $1 AND e."domain_id" = ANY($2::bigint[]) AND e."occurred_at" >= $3 AND e."occurred_at" < $4 AND e."event" = 'delivery' GROUP BY 1)
       SELECT coalesce(s."tag", d."tag") AS "tag", coalesce(s."n", 0) AS "sent", coalesce(d."n", 0) AS "delivered"
       FROM "sent" s FULL JOIN "delivered" d ON d."tag" = s."tag" ORDER BY 1`,
      [s.userId, s.domainIds, s.from, s.to],
    );
  }

  /** per day (UTC): recipients of messages queued that day and sent, and the day's bounces, opens and clicks */
  async daily(s: StatsScope): Promise<{ day: string; sent: number; bounced: number; opened: number; clicked: number }[]> {
    return this.db.query(
      `WITH "sent" AS (
         SELECT to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day", sum(cardinality("recipients"))::int AS "n" FROM "gateway"."message"
         WHERE "user_id" = $1 AND "domain_id" = ANY($2::bigint[]) AND "created_at" >= $3 AND "created_at" < $4 AND "status" = 'Sent' GROUP BY 1),
       "events" AS (
         SELECT to_char("occurred_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day",
           count(*) FILTER (WHERE "event" = 'bounce')::int AS "bounced", count(*) FILTER (WHERE "event" = 'open')::int AS "opened",
           count(*) FILTER (WHERE "event" = 'click')::int AS "clicked"
         FROM "gateway"."message_event"
         WHERE "user_id" = $1 AND "domain_id" = ANY($2::bigint[]) AND "occurred_at" >= $3 AND "occurred_at" < $4 AND "event" IN ('bounce', 'open', 'click')
         GROUP BY 1)
       SELECT coalesce(s."day", e."day") AS "day", coalesce(s."n", 0) AS "sent", coalesce(e."bounced", 0) AS "bounced",
         coalesce(e."opened", 0) AS "opened", coalesce(e."clicked", 0) AS "clicked"
       FROM "sent" s FULL JOIN "events" e ON e."day" = s."day" ORDER BY 1`,
      [s.userId, s.domainIds, s.from, s.to],
    );
  }

  /** the recipient domains sent to in the period, most delivered first */
  recipientDomains(s: StatsScope, limit: number): Promise<RecipientDomainRow[]> {
    return this.db.query<RecipientDomainRow>(
      `WITH "accepted" AS (
         SELECT ${RECIPIENT_DOMAIN('r."to"')} AS "domain", count(*)::int AS "n" FROM "gateway"."message" m, unnest(m."recipients") AS r("to")
         WHERE m."user_id" = $1 AND m."domain_id" = ANY($2::bigint[]) AND m."created_at" >= $3 AND m."created_at" < $4 GROUP BY 1),
       "outcomes" AS (
         SELECT ${RECIPIENT_DOMAIN('e."recipient"')} AS "domain",
           count(*) FILTER (WHERE e."event" = 'delivery')::int AS "sent", count(*) FILTER (WHERE e."event" = 'bounce')::int AS "failed",
           avg(${SECONDS}) FILTER (WHERE e."event" = 'delivery')::float8 AS "avg_sec",
           floor(min(${SECONDS}) FILTER (WHERE e."event" = 'delivery'))::int AS "min_sec",
           max(${SECONDS}) FILTER (WHERE e."event" = 'delivery')::float8 AS "max_sec"
         FROM "gateway"."message_event" e JOIN "gateway"."message" m ON m."id" = e."message_id"
         WHERE e."user_id" = $1 AND e."domain_id" = ANY($2::bigint[]) AND e."occurred_at" >= $3 AND e."occurred_at" < $4 AND e."event" IN ('delivery', 'bounce')
         GROUP BY 1)
       SELECT coalesce(a."domain", o."domain") AS "domain", coalesce(o."sent", 0) AS "sent", coalesce(o."failed", 0) AS "failed",
         coalesce(a."n", 0) AS "accepted", o."avg_sec", o."min_sec", o."max_sec"
       FROM "accepted" a FULL JOIN "outcomes" o ON o."domain" = a."domain"
       ORDER BY 2 DESC, 1 LIMIT $5`,
      [s.userId, s.domainIds, s.from, s.to, limit],
    );
  }

  /** deliveries and bounces to one recipient domain: how many, how long after acceptance, and in which time bucket */
  deliveryTimes(s: StatsScope, recipientDomain: string): Promise<DeliveryTimesRow[]> {
    const buckets = DELIVERY_BUCKETS.map(([, upTo], i) => {
      const lower = i === 0 ? '' : `${SECONDS} >= ${DELIVERY_BUCKETS[i - 1][1]}`;
      const upper = Number.isFinite(upTo) ? `${SECONDS} < ${upTo}` : '';
      return `count(*) FILTER (WHERE ${[lower, upper].filter(Boolean).join(' AND ')})::int`;
    });
    return this.db.query<DeliveryTimesRow>(
      `SELECT e."event", count(*)::int AS "total", avg(${SECONDS})::float8 AS "avg_sec", floor(min(${SECONDS}))::int AS "min_sec",
         ceil(max(${SECONDS}))::int AS "max_sec", ARRAY[${buckets.join(', ')}] AS "buckets"
       FROM "gateway"."message_event" e JOIN "gateway"."message" m ON m."id" = e."message_id"
       WHERE e."user_id" = $1 AND e."domain_id" = ANY($2::bigint[]) AND e."occurred_at" >= $3 AND e."occurred_at" < $4
         AND e."event" IN ('delivery', 'bounce') AND ${RECIPIENT_DOMAIN('e."recipient"')} = $5
       GROUP BY 1 ORDER BY 1 DESC`,
      [s.userId, s.domainIds, s.from, s.to, recipientDomain.toLowerCase()],
    );
  }
}
