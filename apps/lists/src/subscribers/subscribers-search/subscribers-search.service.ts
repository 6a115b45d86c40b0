import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { orderBy } from '../../common/sql';
import { ListRepository } from '../../lists/list.repository';
import { suppressedSql } from '../../rules/rule-compiler';
import { RuleEngine, RuleError } from '../../rules/rule-engine.service';
import { normaliseOperator } from '../../rules/rules-json.parser';
import { SqlParams } from '../../rules/sql-params';
import { SUBSCRIBER_ORDER, SubscriberBrowseQuery } from '../subscriber-browse.query';

/**
 * Subscribers.Search (reference notes §1.4): RulesJSON (empty = whole list) through the one rule compiler.
 * Scalar codes 1 ListID, 2 Operator, 3 list not the caller's, 4 engine failure, 5 recursion limit;
 * 6 invalid RulesJSON in the array form. Unknown OrderField falls back to EmailAddress.
 */
@Injectable()
export class SubscribersSearchService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly engine: RuleEngine,
    private readonly browse: SubscriberBrowseQuery,
  ) {}

  async run(req: BusRequest): Promise<{ TotalSubscribers: number; Subscribers: Record<string, unknown>[] }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('ListID') && !p.str('SubscriberListID')) throw new CommandError(1, 'ListID is a required field.');
    const operator = p.str('Operator');
    if (!/^(and|or)$/i.test(operator)) throw new CommandError(2, 'Operator is a required field.');
    const listId = p.id('ListID') ?? p.id('SubscriberListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(3, 'The list does not belong to the authenticated user.');
    const rules = p.str('RulesJSON') || p.str('Rules');
    const params = new SqlParams();
    let where: string;
    try {
      where = (await this.engine.compile(this.engine.parse(rules, normaliseOperator(operator)), { userId, listId, alias: 's', params })).sql;
    } catch (error) {
      if (error instanceof RuleError) {
        if (error.kind === 'recursion') throw new CommandError(5, error.message);
        throw CommandError.many([{ code: 6, message: `Invalid RulesJSON: ${error.message}` }], 'array');
      }
      throw error;
    }
    let result;
    try {
      result = await this.browse.page(listId, where, params, {
        order: orderBy(p.str('OrderField'), p.str('OrderType'), SUBSCRIBER_ORDER, 'EmailAddress'),
        limit: p.int('RecordsPerRequest', 25),
        offset: p.int('RecordsFrom', 0),
        onlyTotal: p.bool('OnlyTotal', false),
        fieldIds: [],
      });
    } catch (error) {
      if ((error as { code?: string }).code?.match(/^(22|42)/)) throw new CommandError(4, 'Segment engine failed to evaluate the rules');
      throw error;
    }
    const extras = await this.extras(
      userId,
      result.raw.map((r) => Number(r.id)),
    );
    const subscribers = result.raw.map((r) => ({
      SubscriberID: Number(r.id),
      EmailAddress: r.email,
      SubscriptionStatus: r.status,
      SubscriberTags: extras.get(Number(r.id))?.tags ?? [],
      Suppressed: extras.get(Number(r.id))?.suppressed ?? false,
      TotalRevenue: 0,
    }));
    return { TotalSubscribers: result.total, Subscribers: subscribers };
  }

  private async extras(userId: number, ids: number[]): Promise<Map<number, { tags: unknown[]; suppressed: boolean }>> {
    const map = new Map<number, { tags: unknown[]; suppressed: boolean }>();
    if (!ids.length) return map;
    const rows = await this.db.query<{ id: string; tags: unknown[] | null; suppressed: boolean }>(
      `SELECT s."id",
         (SELECT json_agg(json_build_object('TagID', t."id", 'TagName', t."name") ORDER BY t."id") FROM "lists"."subscriber_tag" st JOIN "lists"."tag" t ON t."id" = st."tag_id" WHERE st."subscriber_id" = s."id") AS tags,
         ${suppressedSql('s', '$2::int')} AS suppressed
       FROM "lists"."subscriber" s WHERE s."id" = ANY($1::bigint[])`,
      [ids, userId],
    );
    for (const r of rows) map.set(Number(r.id), { tags: r.tags ?? [], suppressed: r.suppressed });
    return map;
  }
}
