import { Injectable } from '@nestjs/common';

import { RuleEngine } from '../rules/rule-engine.query';
import type { RuleExpr } from '../rules/rule.types';
import { SubscriberBrowseRepository } from '../subscribers/subscriber-browse.repository';

/** Counts the members of a rule tree in one query (the compiled WHERE over the list's subscribers). */
@Injectable()
export class SegmentCounter {
  constructor(
    private readonly engine: RuleEngine,
    private readonly browse: SubscriberBrowseRepository,
  ) {}

  async count(userId: number, listId: number, expr: RuleExpr): Promise<number> {
    return this.browse.count(listId, await this.engine.compile(expr, { userId, listId, alias: 's' }));
  }
}
