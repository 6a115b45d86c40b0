import { Injectable } from '@nestjs/common';

import type { UserAudienceTotals } from '@mail/contracts';
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
}
