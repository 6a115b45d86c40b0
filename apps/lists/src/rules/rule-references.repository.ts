import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import type { RuleExpr } from './rule.types';

/** What a list's rules may reference: its custom fields (with the owner's global ones), tags and segments. */
@Injectable()
export class RuleReferencesRepository {
  constructor(private readonly db: ServiceDb) {}

  fieldTypes(userId: number, listId: number): Promise<{ id: string; field_type: string }[]> {
    return this.db.query<{ id: string; field_type: string }>(
      `SELECT "id", "field_type" FROM "lists"."custom_field" WHERE ("list_id" = $1 AND "user_id" = $2) OR ("is_global" AND "user_id" IN ($2, 0))`,
      [listId, userId],
    );
  }

  async tagIds(listId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: string }>(`SELECT "id" FROM "lists"."tag" WHERE "list_id" = $1`, [listId]);
    return rows.map((r) => Number(r.id));
  }

  /** the list's segments among `segmentIds` with their rules */
  segmentRules(listId: number, segmentIds: number[]): Promise<{ id: string; rules: RuleExpr }[]> {
    return this.db.query<{ id: string; rules: RuleExpr }>(`SELECT "id", "rules" FROM "lists"."segment" WHERE "id" = ANY($1::bigint[]) AND "list_id" = $2`, [
      segmentIds,
      listId,
    ]);
  }
}
