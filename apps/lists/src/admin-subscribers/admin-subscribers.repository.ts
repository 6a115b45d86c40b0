import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

/** Admin reads and writes of any user's subscribers. */
@Injectable()
export class AdminSubscribersRepository {
  constructor(private readonly db: ServiceDb) {}

  /** every list holding the address (case-insensitively) */
  byEmail(email: string): Promise<{ list_id: string; list_name: string; user_id: number; subscriber_id: string; status: string; bounce_type: string }[]> {
    return this.db.query(
      `SELECT l."id" AS "list_id", l."name" AS "list_name", l."user_id", s."id" AS "subscriber_id", s."status", s."bounce_type"
       FROM "lists"."subscriber" s JOIN "lists"."list" l ON l."id" = s."list_id"
       WHERE lower(s."email") = lower($1) ORDER BY l."id"`,
      [email],
    );
  }

  listOwner(listId: number): Promise<{ user_id: number } | undefined> {
    return this.db.one(`SELECT "user_id" FROM "lists"."list" WHERE "id" = $1`, [listId]);
  }

  /** the next page of the list's subscriber ids */
  async subscriberIds(q: Queryable, listId: number, limit: number): Promise<number[]> {
    const rows = (await q.query(`SELECT "id" FROM "lists"."subscriber" WHERE "list_id" = $1 ORDER BY "id" LIMIT $2`, [listId, limit])) as { id: string }[];
    return rows.map((r) => Number(r.id));
  }

  /** the list's tags (their subscriber links first); how many tags */
  async deleteTags(q: Queryable, listId: number): Promise<number> {
    await q.query(`DELETE FROM "lists"."subscriber_tag" WHERE "tag_id" IN (SELECT "id" FROM "lists"."tag" WHERE "list_id" = $1)`, [listId]);
    const [row] = (await q.query(`WITH gone AS (DELETE FROM "lists"."tag" WHERE "list_id" = $1 RETURNING 1) SELECT count(*)::int AS "n" FROM gone`, [
      listId,
    ])) as {
      n: number;
    }[];
    return row.n;
  }

  states(subscriberIds: number[]): Promise<{ id: string; list_id: string; status: string; bounce_type: string }[]> {
    return this.db.query(`SELECT "id", "list_id", "status", "bounce_type" FROM "lists"."subscriber" WHERE "id" = ANY($1::bigint[])`, [subscriberIds]);
  }
}
