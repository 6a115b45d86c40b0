import { Injectable } from '@nestjs/common';

import type { ActivityType, SubscriberRef } from '@mail/contracts';
import { ServiceDb, type Queryable } from '@mail/kit';

import { ts } from '../common/sql';
import type { ActivityTarget } from './activity-target';

export interface ActivityRow {
  userId: number;
  listId: number | string;
  subscriberId: number | string;
  parameters?: Record<string, unknown> | null;
}

/** Subscribers' activity rows (newest first on read). */
@Injectable()
export class ActivityRepository {
  constructor(private readonly db: ServiceDb) {}

  /** one statement for all rows, stamped now */
  async insert(type: ActivityType, rows: ActivityRow[], q: Queryable = this.db): Promise<void> {
    if (!rows.length) return;
    const values: unknown[] = [];
    const tuples = rows.map((r, i) => {
      values.push(r.userId, r.listId, r.subscriberId, type, r.parameters ? JSON.stringify(r.parameters) : null);
      const b = i * 5;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}::jsonb)`;
    });
    await q.query(`INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters") VALUES ${tuples.join(', ')}`, values);
  }

  /** one row stamped with the time the event happened (ISO text) */
  async insertAt(target: ActivityTarget, type: ActivityType, parameters: Record<string, unknown>, at: string, q: Queryable = this.db): Promise<void> {
    await q.query(
      `INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters", "created_at") VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz at time zone 'utc')`,
      [target.userId, target.listId, target.id, type, JSON.stringify(parameters), at],
    );
  }

  /** one row per subscriber that still exists, all of one type and parameters, stamped with the time given (ISO text) */
  /**
   * One row per subscriber of `userId`'s lists among `subscriberIds` (an id of another user's subscriber writes
   * nothing); `undefined` only for producers whose events name no user (older delivery events).
   */
  async insertForSubscribers(
    userId: number | undefined,
    subscriberIds: number[],
    type: ActivityType,
    parameters: Record<string, unknown>,
    at: string,
    q: Queryable = this.db,
  ): Promise<void> {
    await q.query(
      `INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters", "created_at")
       SELECT l."user_id", s."list_id", s."id", $2, $3::jsonb, $4::timestamptz at time zone 'utc'
       FROM "lists"."subscriber" s JOIN "lists"."list" l ON l."id" = s."list_id" AND ($5::int IS NULL OR l."user_id" = $5) WHERE s."id" = ANY($1::bigint[])`,
      [subscriberIds, type, JSON.stringify(parameters), at, userId ?? null],
    );
  }

  /** the subscriber an event is about, by `subscriberId` or else by address, with its list's owner; undefined once it is gone */
  async findTarget(ref: SubscriberRef, q: Queryable = this.db): Promise<ActivityTarget | undefined> {
    const [row] = (await q.query(
      `SELECT s."id", s."list_id", l."user_id" FROM "lists"."subscriber" s JOIN "lists"."list" l ON l."id" = s."list_id"
       WHERE s."list_id" = $1 AND (s."id" = $2 OR ($2 IS NULL AND lower(s."email") = lower($3)))`,
      [ref.listId, ref.subscriberId ?? null, ref.emailAddress ?? ''],
    )) as { id: string; list_id: string; user_id: number }[];
    return row && { id: row.id, listId: row.list_id, userId: row.user_id };
  }

  /** a subscriber's activity of the given types (none: every type), newest first, with the total */
  async page(subscriberId: number, types: string[], page: { limit: number; offset: number }): Promise<{ total: number; rows: Record<string, unknown>[] }> {
    const filter = types.length ? `AND "activity_type" = ANY($2::text[])` : '';
    const params: unknown[] = types.length ? [subscriberId, types] : [subscriberId];
    const [total] = await this.db.query<{ n: string }>(`SELECT count(*) AS n FROM "lists"."activity" WHERE "subscriber_id" = $1 ${filter}`, params);
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${ts('"created_at"')} AS "ActivityDate", "user_id" AS "UserID", "list_id"::int AS "ListID", "subscriber_id"::int AS "SubscriberID",
              "activity_type" AS "ActivityType", coalesce("parameters", '[]'::jsonb) AS "Parameters"
       FROM "lists"."activity" WHERE "subscriber_id" = $1 ${filter} ORDER BY "created_at" DESC, "id" DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { total: Number(total?.n ?? 0), rows };
  }
}
