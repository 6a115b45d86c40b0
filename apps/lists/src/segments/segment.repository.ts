import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { ts } from '../common/sql';
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

  forList(listId: number, order = 'g."id" ASC'): Promise<SegmentRow[]> {
    return this.db.query<SegmentRow>(`SELECT ${COLUMNS} FROM "lists"."segment" g WHERE g."list_id" = $1 ORDER BY ${order}, g."id" ASC`, [listId]);
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
