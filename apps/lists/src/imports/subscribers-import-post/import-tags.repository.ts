import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** the tags an import gives its subscribers, by name on the list */
@Injectable()
export class ImportTagsRepository {
  /** the ids of the named tags of the list, creating the missing ones (names compared case-insensitively) */
  async ensure(m: EntityManager, listId: number, names: string[]): Promise<number[]> {
    await m.query(`INSERT INTO "lists"."tag" ("list_id", "name") SELECT $1, n FROM unnest($2::text[]) n ON CONFLICT ("list_id", lower("name")) DO NOTHING`, [
      listId,
      names,
    ]);
    const rows: { id: string }[] = await m.query(`SELECT "id" FROM "lists"."tag" WHERE "list_id" = $1 AND lower("name") = ANY($2::text[]) ORDER BY "id"`, [
      listId,
      names.map((n) => n.toLowerCase()),
    ]);
    return rows.map((r) => Number(r.id));
  }
}
