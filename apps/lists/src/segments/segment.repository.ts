import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { orderBy, type SortOrder, ts } from '../common/sql';
import type { RuleExpr } from '../rules/rule.types';

export interface SegmentRow {
  id: string;
  list_id: string;
  name: string;
  operator: string;
  rules: RuleExpr;
  source: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

const ORDER_FIELDS: Record<string, string> = {
  segmentid: 'g."id"',
  segmentname: 'lower(g."name")',
  creationdate: 'g."created_at"',
  lastupdated: 'g."updated_at"',
};

export interface SegmentWrite {
  name: string;
  operator: string;
  rules: RuleExpr;
  source: Record<string, unknown>;
}

const COLUMNS = `g."id", g."list_id", g."name", g."operator", g."rules", g."source", ${ts('g."created_at"')} AS "created_at", ${ts('g."updated_at"')} AS "updated_at"`;

/** Segments of the caller's lists (ownership through the list). */
@Injectable()
export class SegmentRepository {
  constructor(private readonly db: ServiceDb) {}

  findOwned(userId: number, segmentId: number): Promise<SegmentRow | undefined> {
    return this.db.one<SegmentRow>(
      `SELECT ${COLUMNS} FROM "lists"."segment" g JOIN "lists"."list" l ON l."id" = g."list_id" WHERE g."id" = $1 AND l."user_id" = $2`,
      [segmentId, userId],
    );
  }

  /** by a whitelisted field (default SegmentID) */
  forList(listId: number, sort: SortOrder = { field: 'SegmentID', type: 'ASC' }): Promise<SegmentRow[]> {
    const order = orderBy(sort.field, sort.type, ORDER_FIELDS, 'SegmentID');
    return this.db.query<SegmentRow>(`SELECT ${COLUMNS} FROM "lists"."segment" g WHERE g."list_id" = $1 ORDER BY ${order}, g."id" ASC`, [listId]);
  }

  async insert(listId: number, segment: SegmentWrite): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO "lists"."segment" ("list_id", "name", "operator", "rules", "source") VALUES ($1, $2, $3, $4::jsonb, $5::jsonb) RETURNING "id"`,
      [listId, segment.name, segment.operator, JSON.stringify(segment.rules), JSON.stringify(segment.source)],
    );
    return Number(rows[0].id);
  }

  async update(segmentId: number, listId: number, segment: SegmentWrite): Promise<void> {
    await this.db.query(
      `UPDATE "lists"."segment" SET "name" = $2, "operator" = $3, "list_id" = $4, "rules" = $5::jsonb, "source" = $6::jsonb, "updated_at" = now() at time zone 'utc' WHERE "id" = $1`,
      [segmentId, segment.name, segment.operator, listId, JSON.stringify(segment.rules), JSON.stringify(segment.source)],
    );
  }

  /** every segment of one list copied (rules as they are) to another; answers how many */
  async copyAll(fromListId: number, toListId: number): Promise<number> {
    const rows = await this.db.query<{ n: string }>(
      `WITH c AS (INSERT INTO "lists"."segment" ("list_id", "name", "operator", "rules", "source")
                  SELECT $2, "name", "operator", "rules", "source" FROM "lists"."segment" WHERE "list_id" = $1 ORDER BY "id" RETURNING 1)
       SELECT count(*) AS n FROM c`,
      [fromListId, toListId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** the caller's segments among `segmentIds`; other ids are ignored */
  async deleteOwned(userId: number, segmentIds: number[]): Promise<void> {
    await this.db.query(
      `DELETE FROM "lists"."segment" g USING "lists"."list" l WHERE g."list_id" = l."id" AND l."user_id" = $2 AND g."id" = ANY($1::bigint[])`,
      [segmentIds, userId],
    );
  }
}

export function presentSegment(row: SegmentRow): Record<string, unknown> {
  return {
    SegmentID: Number(row.id),
    SegmentName: row.name,
    SegmentOperator: row.operator,
    RelListID: Number(row.list_id),
    CreationDate: row.created_at,
    LastUpdated: row.updated_at,
    ...row.source,
  };
}
