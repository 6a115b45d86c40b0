import { Injectable } from '@nestjs/common';

import { CommandError, type SubscribersDeleteReply, type SubscribersDeleteRequest } from '@mail/contracts';
import { paramId, paramIds, paramText } from '@mail/values';
import { type Caller, ServiceDb, ServiceOutbox } from '@mail/kit';

import { ListRepository } from '../../lists/list.repository';
import { type CompiledWhere, RuleEngine } from '../../rules/rule-engine.query';
import { isExpr, RuleError, type RuleExpr } from '../../rules/rule.types';
import { SubscriberDeleteRepository } from './subscriber-delete.repository';

const BATCH = 5000;

/**
 * Subscribers.Delete with the vendor's codes: 2 list id missing (the request DTO), 5 list id invalid or not the
 * caller's, 8 a Subscribers entry that is not an id, 3 neither Subscribers nor RulesJSON, 7 RulesJSON without a
 * rule. By rules, the matching subscribers go in batches of 5,000 by id (each batch a transaction).
 */
@Injectable()
export class SubscribersDeleteService {
  constructor(
    private readonly db: ServiceDb,
    private readonly outbox: ServiceOutbox,
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberDeleteRepository,
    private readonly engine: RuleEngine,
  ) {}

  async run(input: SubscribersDeleteRequest, caller: Caller): Promise<SubscribersDeleteReply> {
    const userId = caller.userId;
    const listId = paramId(input.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(5, 'Invalid list id');
    const given = paramText(input.subscribers);
    if (!given && paramText(input.rulesjson)) return { TotalDeleted: await this.byRules(userId, listId, input) };
    const entries = given.split(',').map((e) => e.trim());
    if (entries.some((e) => e !== '' && paramId(e) === undefined))
      throw new CommandError(8, 'Invalid Subscribers value (contains a non-integer subscriber ID)');
    const ids = paramIds(given);
    if (!ids.length) throw new CommandError(3, 'Missing subscriber ids');
    const deleted = await this.db.tx((m) => this.subscribers.delete(m, userId, listId, ids));
    if (deleted) this.outbox.kick();
    return { TotalDeleted: deleted };
  }

  private async byRules(userId: number, listId: number, input: SubscribersDeleteRequest): Promise<number> {
    const where = await this.rulesWhere(userId, listId, input.rulesjson, paramText(input.rulesoperator) || 'and');
    let total = 0;
    for (let after = 0; ;) {
      const ids = await this.db.tx(async (m) => {
        const batch = await this.subscribers.idsAfter(m, listId, after, BATCH, where);
        if (batch.length) total += await this.subscribers.delete(m, userId, listId, batch);
        return batch;
      });
      if (ids.length) this.outbox.kick();
      if (ids.length < BATCH) return total;
      after = ids[ids.length - 1];
    }
  }

  private async rulesWhere(userId: number, listId: number, rules: unknown, operator: string): Promise<CompiledWhere> {
    const invalid = () => new CommandError(7, 'Invalid RulesJSON syntax. It must be a properly formatted JSON payload');
    try {
      const expr = this.engine.parse(typeof rules === 'string' ? rules : JSON.stringify(rules), operator);
      if (!hasRule(expr)) throw invalid();
      return await this.engine.compile(expr, { userId, listId, alias: 's' });
    } catch (error) {
      if (error instanceof RuleError) throw invalid();
      throw error;
    }
  }
}

/** whether the rule tree holds at least one rule ([] and [[]] hold none: they must not mean "everybody") */
function hasRule(expr: RuleExpr): boolean {
  return expr.items.some((item) => !isExpr(item) || hasRule(item));
}
