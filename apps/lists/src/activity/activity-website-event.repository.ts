import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

/** Website events tracked for a subscriber: the copy segment rules read (docs/decisions.md, Website events). */
@Injectable()
export class ActivityWebsiteEventRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(
    subscriberId: string,
    e: { trackerUuid: string; event: string; email: string; parameters: Record<string, unknown>; at: string },
    q: Queryable = this.db,
  ): Promise<void> {
    await q.query(
      `INSERT INTO "lists"."website_event" ("subscriber_id", "tracker_uuid", "event", "email", "parameters", "created_at") VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz at time zone 'utc')`,
      [subscriberId, e.trackerUuid, e.event, e.email, JSON.stringify(e.parameters), e.at],
    );
  }

  /**
   * Deletes up to `limit` events from before the UTC day `days` days ago, as tracking drops its day partitions: an
   * event goes once its whole day is older than the retention. Answers how many went.
   */
  async deleteExpired(days: number, limit: number): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `WITH gone AS (
         DELETE FROM "lists"."website_event" WHERE "id" IN (
           SELECT "id" FROM "lists"."website_event"
           WHERE "created_at" < date_trunc('day', (now() at time zone 'utc') - make_interval(days => $1::int)) LIMIT $2)
         RETURNING 1)
       SELECT count(*)::int AS "n" FROM gone`,
      [days, limit],
    );
    return row.n;
  }
}
