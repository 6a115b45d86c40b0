import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SubscribersSearchReply, type SubscribersSearchRequest } from '@mail/contracts';
import { paramBool, paramId, paramInt, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { type CompiledWhere, RuleEngine, RuleError } from '../../rules/rule-engine.query';
import { normaliseOperator } from '../../rules/rules-json.parser';
import { SubscriberRevenueRepository } from '../../website-events/subscriber-revenue.repository';
import { SubscriberBrowseRepository } from '../subscriber-browse.repository';
import type { SubscriberRow } from '../subscriber.row';

/**
 * Subscribers.Search (reference notes §1.4): RulesJSON (empty = whole list) through the one rule compiler.
 * Scalar codes 1 ListID, 2 Operator, 3 list not the caller's, 4 engine failure, 5 recursion limit;
 * 6 invalid RulesJSON in the array form. Unknown OrderField falls back to EmailAddress.
 */
@Injectable()
export class SubscribersSearchService {
  constructor(
    private readonly lists: ListRepository,
    private readonly engine: RuleEngine,
    private readonly browse: SubscriberBrowseRepository,
    private readonly revenue: SubscriberRevenueRepository,
  ) {}

  async run(p: SubscribersSearchRequest, caller: Caller): Promise<SubscribersSearchReply> {
    const userId = caller.userId;
    if (!paramText(p.listid) && !paramText(p.subscriberlistid)) throw new CommandError(1, 'ListID is a required field.');
    const operator = paramText(p.operator);
    if (!/^(and|or)$/i.test(operator)) throw new CommandError(2, 'Operator is a required field.');
    const listId = paramId(p.listid) ?? paramId(p.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(3, 'The list does not belong to the authenticated user.');
    const rules = paramText(p.rulesjson) || paramText(p.rules);
    let where: CompiledWhere;
    try {
      where = await this.engine.compile(this.engine.parse(rules, normaliseOperator(operator)), { userId, listId, alias: 's' });
    } catch (error) {
      if (error instanceof RuleError) {
        if (error.kind === 'recursion') throw new CommandError(5, error.message);
        throw CommandError.many([{ code: 6, message: `Invalid RulesJSON: ${error.message}` }], 'array');
      }
      throw error;
    }
    let total: number;
    let rows: SubscriberRow[] = [];
    try {
      total = await this.browse.count(listId, where);
      if (!paramBool(p.onlytotal, false)) {
        const sort = { field: paramText(p.orderfield), type: paramText(p.ordertype) };
        rows = await this.browse.page(listId, where, { sort, limit: paramInt(p.recordsperrequest, 25), offset: paramInt(p.recordsfrom, 0) });
      }
    } catch (error) {
      if ((error as { code?: string }).code?.match(/^(22|42)/)) throw new CommandError(4, 'Segment engine failed to evaluate the rules');
      throw error;
    }
    const ids = rows.map((r) => Number(r.id));
    const [extras, revenue] = await Promise.all([this.browse.tagsAndSuppression(userId, ids), this.revenue.totals(ids)]);
    const subscribers = rows.map((r) => ({
      SubscriberID: Number(r.id),
      EmailAddress: r.email,
      SubscriptionStatus: r.status,
      SubscriberTags: extras.get(Number(r.id))?.tags ?? [],
      Suppressed: extras.get(Number(r.id))?.suppressed ?? false,
      TotalRevenue: revenue.get(Number(r.id)) ?? 0,
    }));
    return { TotalSubscribers: total, Subscribers: subscribers };
  }
}
