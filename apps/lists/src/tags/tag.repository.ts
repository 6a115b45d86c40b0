import { Injectable } from '@nestjs/common';

import { returningRows } from '@mail/db';
import { ServiceDb, type Queryable } from '@mail/kit';

import { orderBy, type SortOrder } from '../common/sql';

const ORDER_FIELDS: Record<string, string> = { tagid: 't."id"', tagname: 'lower(t."name")', subscribercount: '"subscriber_count"' };

export interface TagRow {
  id: string;
  list_id: string;
  name: string;
  subscriber_count?: string;
}

/** Tags belong to one list; ownership is checked through the list's owner. */
@Injectable()
export class TagRepository {
  constructor(private readonly db: ServiceDb) {}

  findInList(tagId: number, listId: number): Promise<TagRow | undefined> {
    return this.db.one<TagRow>(`SELECT "id", "list_id", "name" FROM "lists"."tag" WHERE "id" = $1 AND "list_id" = $2`, [tagId, listId]);
  }

  /** the ids among `tagIds` of tags on the user's lists */
  async ownedIds(userId: number, tagIds: number[]): Promise<number[]> {
    if (!tagIds.length) return [];
    const rows = await this.db.query<{ id: string }>(
      `SELECT t."id" FROM "lists"."tag" t JOIN "lists"."list" l ON l."id" = t."list_id" WHERE t."id" = ANY($1::bigint[]) AND l."user_id" = $2`,
      [tagIds, userId],
    );
    return rows.map((r) => Number(r.id));
  }

  /** by a whitelisted field (default TagID; SubscriberCount only when counting) */
  forList(listId: number, options: { counts: boolean; sort?: SortOrder }): Promise<TagRow[]> {
    const sort = options.sort ?? { field: 'TagID', type: 'ASC' };
    const field = !options.counts && sort.field.toLowerCase() === 'subscribercount' ? 'TagID' : sort.field;
    const order = orderBy(field, sort.type, ORDER_FIELDS, 'TagID');
    const count = options.counts ? `, (SELECT count(*) FROM "lists"."subscriber_tag" st WHERE st."tag_id" = t."id") AS "subscriber_count"` : '';
    return this.db.query<TagRow>(`SELECT t."id", t."list_id", t."name"${count} FROM "lists"."tag" t WHERE t."list_id" = $1 ORDER BY ${order}, t."id" ASC`, [
      listId,
    ]);
  }

  async nameTaken(listId: number, name: string, exceptId = 0): Promise<boolean> {
    return !!(await this.db.one(`SELECT 1 FROM "lists"."tag" WHERE "list_id" = $1 AND lower("name") = lower($2) AND "id" <> $3`, [listId, name, exceptId]));
  }

  /** the unique index on (list, lower(name)) refuses a name taken meanwhile */
  async insert(listId: number, name: string): Promise<number> {
    const rows = await this.db.query<{ id: string }>(`INSERT INTO "lists"."tag" ("list_id", "name") VALUES ($1, $2) RETURNING "id"`, [listId, name]);
    return Number(rows[0].id);
  }

  async rename(tagId: number, listId: number, name: string): Promise<void> {
    await this.db.query(`UPDATE "lists"."tag" SET "name" = $3 WHERE "id" = $1 AND "list_id" = $2`, [tagId, listId, name]);
  }

  /** the list's tags among `tagIds`, deleted; answers their ids */
  async deleteInList(tagIds: number[], listId: number, q: Queryable = this.db): Promise<string[]> {
    const rows = returningRows<{ id: string }>(
      await q.query(`DELETE FROM "lists"."tag" WHERE "id" = ANY($1::bigint[]) AND "list_id" = $2 RETURNING "id"`, [tagIds, listId]),
    );
    return rows.map((r) => r.id);
  }
}

export function presentTag(row: TagRow, withCount = true): Record<string, unknown> {
  const tag: Record<string, unknown> = { TagID: Number(row.id), TagName: row.name, RelListID: Number(row.list_id) };
  if (withCount) tag.SubscriberCount = Number(row.subscriber_count ?? 0);
  return tag;
}
