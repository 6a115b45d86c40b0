import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** messages a user had accepted in one minute (UTC), not yet reported */
export interface PendingUsage {
  userId: number;
  count: number;
  /** the minute's start: accounts buckets usage by minute, and a report keeps each count in its own minute */
  minute: Date;
}

/** rows one report takes at most (the rest go in the next) */
const TAKE = 10_000;

/** usage_pending: accepted messages not yet reported to accounts. */
@Injectable()
export class UsagePendingRepository {
  /** the INSERT of a batch's counts per user, with parameters from `firstParam`: one part of the statement that queues the messages */
  insertStatement(perUser: Map<number, number>, firstParam = 1): { sql: string; values: unknown[] } {
    const values: unknown[] = [];
    const rows = [...perUser].map(([userId, count]) => {
      values.push(userId, count);
      return `($${firstParam + values.length - 2}::int, $${firstParam + values.length - 1}::int)`;
    });
    return { sql: `INSERT INTO "gateway"."usage_pending" ("user_id", "count") VALUES ${rows.join(', ')}`, values };
  }

  /**
   * Deletes pending rows and answers their sums per user and minute, within the caller's transaction (whose
   * events then report them). SKIP LOCKED: another replica's report in flight keeps its rows, nobody waits.
   */
  take(manager: EntityManager): Promise<PendingUsage[]> {
    return manager.query<PendingUsage[]>(
      `WITH "taken" AS (
         DELETE FROM "gateway"."usage_pending" WHERE "id" IN (SELECT "id" FROM "gateway"."usage_pending" ORDER BY "id" LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING "user_id", "count", "at")
       SELECT "user_id" AS "userId", sum("count")::int AS "count", date_trunc('minute', "at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS "minute"
       FROM "taken" GROUP BY 1, 3 ORDER BY 3, 1`,
      [TAKE],
    );
  }
}
