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

/** rows of stats_daily / stats_tag_daily (migration StatsCounters) of one user's domains over whole UTC days [$3, $4) */
const SCOPE = `"user_id" = $1 AND "domain_id" = ANY($2::bigint[]) AND "day" >= ($3::timestamptz AT TIME ZONE 'UTC')::date AND "day" < ($4::timestamptz AT TIME ZONE 'UTC')::date`;

/**
 * The gateway's statistics, read from the counters the statements that record messages and events keep
 * (stats-counters.ts; never recounted from the events): a message's recipients when it is accepted (Sent), and the
 * events of each recipient (delivery, bounce, open, click). Always one user's domains, over whole UTC days.
 */
@Injectable()
export class GatewayStatsRepository {
  constructor(private readonly db: ServiceDb) {}

  private params(s: StatsScope): unknown[] {
    return [s.userId, s.domainIds, s.from, s.to];
  }

  /** per domain: accepted recipients and events in the period */
  async perDomain(s: StatsScope): Promise<Map<number, PeriodCounts>> {
    const out = new Map<number, PeriodCounts>(s.domainIds.map((id) => [id, { ...NO_COUNTS }]));
    if (!s.domainIds.length) return out;
    const rows = await this.db.query<{ domain_id: number } & PeriodCounts>(
      `SELECT "domain_id"::int AS "domain_id", sum("accepted")::int AS "Sent", sum("delivered")::int AS "Delivered", sum("bounced")::int AS "Bounced",
         sum("opened")::int AS "Opened", sum("clicked")::int AS "Clicked"
       FROM "gateway"."stats_daily" WHERE ${SCOPE} GROUP BY 1`,
      this.params(s),
    );
    for (const { domain_id, ...counts } of rows) out.set(domain_id, counts);
    return out;
  }

  /** per tag of the domain's messages in the period: accepted recipients and deliveries */
  async perTag(s: StatsScope): Promise<{ tag: string; sent: number; delivered: number }[]> {
    return this.db.query(
      `SELECT "tag", sum("accepted")::int AS "sent", sum("delivered")::int AS "delivered" FROM "gateway"."stats_tag_daily" WHERE ${SCOPE}
       GROUP BY 1 ORDER BY 1`,
      this.params(s),
    );
  }

  /** per day (UTC): recipients of messages queued that day and sent, and the day's bounces, opens and clicks */
  async daily(s: StatsScope): Promise<{ day: string; sent: number; bounced: number; opened: number; clicked: number }[]> {
    return this.db.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day", sum("sent")::int AS "sent", sum("bounced")::int AS "bounced", sum("opened")::int AS "opened",
         sum("clicked")::int AS "clicked"
       FROM "gateway"."stats_daily" WHERE ${SCOPE} GROUP BY "day"
       HAVING sum("sent") > 0 OR sum("bounced") > 0 OR sum("opened") > 0 OR sum("clicked") > 0 ORDER BY "day"`,
      this.params(s),
    );
  }

  /** the recipient domains sent to in the period, most delivered first */
  recipientDomains(s: StatsScope, limit: number): Promise<RecipientDomainRow[]> {
    return this.db.query<RecipientDomainRow>(
      `SELECT "recipient_domain" AS "domain", sum("delivered")::int AS "sent", sum("bounced")::int AS "failed", sum("accepted")::int AS "accepted",
         CASE WHEN sum("delivered") > 0 THEN sum("delivery_sec_sum") / sum("delivered") END::float8 AS "avg_sec",
         floor(min("delivery_sec_min"))::int AS "min_sec", max("delivery_sec_max")::float8 AS "max_sec"
       FROM "gateway"."stats_daily" WHERE ${SCOPE} GROUP BY 1
       HAVING sum("accepted") > 0 OR sum("delivered") > 0 OR sum("bounced") > 0
       ORDER BY 2 DESC, 1 LIMIT $5`,
      [...this.params(s), limit],
    );
  }

  /** deliveries and bounces to one recipient domain: how many, how long after acceptance, and in which time bucket */
  async deliveryTimes(s: StatsScope, recipientDomain: string): Promise<DeliveryTimesRow[]> {
    const of = (kind: 'delivery' | 'bounce', count: string) =>
      `SELECT '${kind}' AS "event", sum("${count}")::int AS "total",
         CASE WHEN sum("${count}") > 0 THEN sum("${kind}_sec_sum") / sum("${count}") END::float8 AS "avg_sec",
         floor(min("${kind}_sec_min"))::int AS "min_sec", ceil(max("${kind}_sec_max"))::int AS "max_sec",
         ARRAY(SELECT sum(b)::int FROM "gateway"."stats_daily" x, unnest(x."${kind}_buckets") WITH ORDINALITY AS u(b, i)
               WHERE ${SCOPE.replace(/"(user_id|domain_id|day)"/g, 'x."$1"')} AND x."recipient_domain" = $5 GROUP BY i ORDER BY i) AS "buckets"
       FROM "gateway"."stats_daily" WHERE ${SCOPE} AND "recipient_domain" = $5`;
    const rows = await this.db.query<DeliveryTimesRow>(`${of('delivery', 'delivered')} UNION ALL ${of('bounce', 'bounced')}`, [
      ...this.params(s),
      recipientDomain.toLowerCase(),
    ]);
    return rows.filter((r) => r.total > 0);
  }
}
