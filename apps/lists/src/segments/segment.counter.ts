import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { RuleEngine } from '../rules/rule-engine.service';
import type { RuleExpr } from '../rules/rule.types';

/** Counts the members of a rule tree in one query (the compiled WHERE over the list's subscribers). */
@Injectable()
export class SegmentCounter {
  constructor(
    private readonly db: ServiceDb,
    private readonly engine: RuleEngine,
  ) {}

  async count(userId: number, listId: number, expr: RuleExpr): Promise<number> {
    const where = await this.engine.compile(expr, { userId, listId, alias: 's' });
    const list = where.params.add(listId);
    const row = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM "lists"."subscriber" s WHERE s."list_id" = ${list} AND ${where.sql}`,
      where.params.values,
    );
    return Number(row?.n ?? 0);
  }
}
