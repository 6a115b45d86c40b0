import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { escapeLike, orderBy } from '../../common/sql';
import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { ListRepository } from '../../lists/list.repository';
import { suppressedSql } from '../../rules/rule-compiler';
import { RuleEngine, RuleError } from '../../rules/rule-engine.service';
import { SqlParams } from '../../rules/sql-params';
import { SegmentRepository } from '../../segments/segment.repository';
import { SUBSCRIBER_ORDER, SubscriberBrowseQuery } from '../subscriber-browse.query';

const SEARCH_COLUMNS: Record<string, string> = {
  emailaddress: 's."email"',
  subscriberid: 's."id"',
  subscriptiondate: 's."subscription_date"',
  subscriptionip: 's."subscription_ip"',
  optindate: 's."optin_date"',
};

/**
 * Subscribers.Get (reference notes §1.4): SubscriberSegment = Active | Suppressed | Unsubscribed | Soft bounced |
 * Hard bounced | Opt-in pending | All | <SegmentID>. Scalar codes: 1 list id, 2 segment, 3 list not the
 * caller's, 4 invalid SearchField.
 */
@Injectable()
export class SubscribersGetService {
  constructor(
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly segments: SegmentRepository,
    private readonly engine: RuleEngine,
    private readonly browse: SubscriberBrowseQuery,
  ) {}

  async run(req: BusRequest): Promise<{ Subscribers: Record<string, unknown>[]; TotalSubscribers: number }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('SubscriberListID') && !p.str('ListID')) throw new CommandError(1, 'SubscriberListID is a required field.');
    const segment = p.str('SubscriberSegment');
    if (!segment) throw new CommandError(2, 'SubscriberSegment is a required field.');
    const listId = p.id('SubscriberListID') ?? p.id('ListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(3, 'The list does not belong to the authenticated user.');
    const params = new SqlParams();
    const conditions = [await this.segmentCondition(segment, userId, listId, params)];
    const fieldRows = await this.fields.forList(userId, listId);
    const keyword = p.str('SearchKeyword');
    if (keyword)
      conditions.push(
        this.searchCondition(
          p.str('SearchField') || 'EmailAddress',
          keyword,
          fieldRows.map((f) => Number(f.id)),
          params,
        ),
      );
    const result = await this.browse.page(listId, conditions.join(' AND '), params, {
      order: orderBy(p.str('OrderField'), p.str('OrderType'), SUBSCRIBER_ORDER, 'EmailAddress'),
      limit: p.int('RecordsPerRequest', 25),
      offset: p.int('RecordsFrom', 0),
      fieldIds: fieldRows.map((f) => Number(f.id)),
    });
    return { Subscribers: result.rows, TotalSubscribers: result.total };
  }

  private async segmentCondition(segment: string, userId: number, listId: number, params: SqlParams): Promise<string> {
    const suppressed = () => suppressedSql('s', `${params.add(userId)}::int`);
    switch (segment.toLowerCase()) {
      case 'all':
        return 'TRUE';
      case 'active':
        return `s."status" = 'Subscribed' AND s."bounce_type" <> 'Hard' AND NOT ${suppressed()}`;
      case 'suppressed':
        return suppressed();
      case 'unsubscribed':
        return `s."status" = 'Unsubscribed'`;
      case 'soft bounced':
        return `s."bounce_type" = 'Soft'`;
      case 'hard bounced':
        return `s."bounce_type" = 'Hard'`;
      case 'opt-in pending':
      case 'optin pending':
        return `s."status" = 'Opt-In Pending'`;
    }
    const segmentId = /^\d+$/.test(segment) ? Number(segment) : 0;
    const row = segmentId ? await this.segments.findOwned(userId, segmentId) : undefined;
    if (!row || Number(row.list_id) !== listId) throw new CommandError(2, 'Invalid SubscriberSegment');
    try {
      return (await this.engine.compile(row.rules, { userId, listId, alias: 's', params })).sql;
    } catch (error) {
      if (error instanceof RuleError) throw new CommandError(2, `Segment rules are invalid: ${error.message}`);
      throw error;
    }
  }

  private searchCondition(field: string, keyword: string, fieldIds: number[], params: SqlParams): string {
    const like = `%${escapeLike(keyword.toLowerCase())}%`;
    const column = SEARCH_COLUMNS[field.toLowerCase()];
    if (column) return `lower(coalesce(${column}::text, '')) LIKE ${params.add(like)}`;
    const m = /^(?:customfield)?(\d+)$/i.exec(field);
    if (!m || !fieldIds.includes(Number(m[1]))) throw new CommandError(4, 'Invalid SearchField');
    return `EXISTS (SELECT 1 FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = s."id" AND v."field_id" = ${params.add(Number(m[1]))} AND lower(v."value_text") LIKE ${params.add(like)})`;
  }
}
