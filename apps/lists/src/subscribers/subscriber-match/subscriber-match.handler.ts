import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type SubscriberMatchReply, type SubscriberMatchRequest } from '@mail/contracts';

import { RuleEngine, RuleError } from '../../rules/rule-engine.query';
import { SubscriberMatchRepository } from './subscriber-match.repository';

/** Journeys' Decision action and Manual trigger ask whether one subscriber of the user's list matches RulesJSON. */
@Controller()
export class SubscriberMatchHandler {
  constructor(
    private readonly subscribers: SubscriberMatchRepository,
    private readonly engine: RuleEngine,
  ) {}

  @HandlesQuery(Queries.SubscriberMatch)
  async match(req: SubscriberMatchRequest): Promise<SubscriberMatchReply> {
    const found = await this.subscribers.find(req.userId, req.listId, req.subscriberId);
    if (!found) return { found: false, matches: false };
    const base = { found: true, emailAddress: found.email, status: found.status };
    try {
      const expr = this.engine.parse(req.rulesJson ?? [], (req.operator ?? 'and').toLowerCase());
      const where = await this.engine.compile(expr, { userId: req.userId, listId: req.listId, alias: 's' });
      return { ...base, matches: await this.subscribers.matches(req.subscriberId, where.sql, where.params.values) };
    } catch (error) {
      if (error instanceof RuleError) return { ...base, matches: false, invalidRules: error.message };
      throw error;
    }
  }
}
