import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

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

  forList(listId: number, options: { counts: boolean; order: string }): Promise<TagRow[]> {
    const count = options.counts ? `, (SELECT count(*) FROM "lists"."subscriber_tag" st WHERE st."tag_id" = t."id") AS "subscriber_count"` : '';
    return this.db.query<TagRow>(
      `SELECT t."id", t."list_id", t."name"${count} FROM "lists"."tag" t WHERE t."list_id" = $1 ORDER BY ${options.order}, t."id" ASC`,
      [listId],
    );
  }

  async nameTaken(listId: number, name: string, exceptId = 0): Promise<boolean> {
    return !!(await this.db.one(`SELECT 1 FROM "lists"."tag" WHERE "list_id" = $1 AND lower("name") = lower($2) AND "id" <> $3`, [listId, name, exceptId]));
  }
}

export function presentTag(row: TagRow, withCount = true): Record<string, unknown> {
  const tag: Record<string, unknown> = { TagID: Number(row.id), TagName: row.name, RelListID: Number(row.list_id) };
  if (withCount) tag.SubscriberCount = Number(row.subscriber_count ?? 0);
  return tag;
}
