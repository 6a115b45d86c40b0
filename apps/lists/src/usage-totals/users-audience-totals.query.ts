import { Injectable } from '@nestjs/common';

import type { UsageAggregation, UserAudienceTotals, UserListStatsReply } from '@mail/contracts';

const TRUNC: Record<UsageAggregation, string> = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' };
import { ServiceDb } from '@mail/kit';

/** Audience totals per user for accounts' usage reports: one grouped statement whatever the number of users. */
@Injectable()
export class UsersAudienceTotalsQuery {
  constructor(private readonly db: ServiceDb) {}

  async totals(userIds: number[] | undefined): Promise<UserAudienceTotals[]> {
    const rows = await this.db.query<{ user_id: number; lists: string; active_subscribers: string; segments: string }>(
      `SELECT l."user_id",
              count(*) AS "lists",
              coalesce(sum(s."n"), 0) AS "active_subscribers",
              coalesce(sum(g."n"), 0) AS "segments"
         FROM "lists"."list" l
         LEFT JOIN LATERAL (SELECT count(*) AS "n" FROM "lists"."subscriber" x
                             WHERE x."list_id" = l."id" AND x."status" = 'Subscribed' AND x."bounce_type" <> 'Hard') s ON true
         LEFT JOIN LATERAL (SELECT count(*) AS "n" FROM "lists"."segment" x WHERE x."list_id" = l."id") g ON true
        WHERE $1::int[] IS NULL OR l."user_id" = ANY($1::int[])
        GROUP BY l."user_id"
        ORDER BY l."user_id"`,
      [userIds ?? null],
    );
    return rows.map((r) => ({
      userId: Number(r.user_id),
      lists: Number(r.lists),
      activeLists: Number(r.lists),
      activeSubscribers: Number(r.active_subscribers),
      segments: Number(r.segments),
    }));
  }

  /** user.stats: each list's active subscribers, and subscribers added per UTC period in [start, end) */
  async listStats(userId: number, start: string, end: string, aggregation: UsageAggregation): Promise<UserListStatsReply> {
    const lists = await this.db.query<{ id: string; n: string }>(
      `SELECT l."id", (SELECT count(*) FROM "lists"."subscriber" x WHERE x."list_id" = l."id" AND x."status" = 'Subscribed' AND x."bounce_type" <> 'Hard') AS "n"
         FROM "lists"."list" l WHERE l."user_id" = $1 ORDER BY l."id"`,
      [userId],
    );
    const added = await this.db.query<{ period: string; n: string }>(
      `SELECT to_char(date_trunc($4, coalesce(x."subscription_date", x."created_at")), 'YYYY-MM-DD') AS "period", count(*) AS "n"
         FROM "lists"."subscriber" x JOIN "lists"."list" l ON l."id" = x."list_id"
        WHERE l."user_id" = $1 AND coalesce(x."subscription_date", x."created_at") >= ($2::timestamptz AT TIME ZONE 'UTC')
          AND coalesce(x."subscription_date", x."created_at") < ($3::timestamptz AT TIME ZONE 'UTC')
        GROUP BY 1 ORDER BY 1`,
      [userId, start, end, TRUNC[aggregation]],
    );
    return {
      lists: lists.map((r) => ({ listId: Number(r.id), activeSubscribers: Number(r.n) })),
      newSubscribersByPeriod: Object.fromEntries(added.map((r) => [r.period, Number(r.n)])),
    };
  }
}
