import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SubscribersGetReply, type SubscribersGetRequest } from '@mail/contracts';
import { paramId, paramInt, paramText } from '@mail/values';

import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { ListRepository } from '../../lists/list.repository';
import { RuleEngine, RuleError } from '../../rules/rule-engine.query';
import { SqlParams } from '../../rules/sql-params';
import { SegmentRepository } from '../../segments/segment.repository';
import { SubscriberBrowseRepository, type SubscriberState } from '../subscriber-browse.repository';
import { SubscriberRepository } from '../subscriber.repository';
import { presentSubscriber } from '../subscriber.row';

const STATES = new Map<string, SubscriberState>([
  ['all', 'all'],
  ['active', 'active'],
  ['suppressed', 'suppressed'],
  ['unsubscribed', 'unsubscribed'],
  ['soft bounced', 'soft bounced'],
  ['hard bounced', 'hard bounced'],
  ['opt-in pending', 'opt-in pending'],
  ['optin pending', 'opt-in pending'],
]);

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
    private readonly browse: SubscriberBrowseRepository,
    private readonly subscribers: SubscriberRepository,
  ) {}

  async run(p: SubscribersGetRequest, caller: Caller): Promise<SubscribersGetReply> {
    const userId = caller.userId;
    if (!paramText(p.subscriberlistid) && !paramText(p.listid)) throw new CommandError(1, 'SubscriberListID is a required field.');
    const segment = paramText(p.subscribersegment);
    if (!segment) throw new CommandError(2, 'SubscriberSegment is a required field.');
    const listId = paramId(p.subscriberlistid) ?? paramId(p.listid);
    if (!listId) throw new CommandError(3, 'The list does not belong to the authenticated user.');
    const state = STATES.get(segment.toLowerCase());
    const keyword = paramText(p.searchkeyword);
    const page = {
      sort: { field: paramText(p.orderfield), type: paramText(p.ordertype) },
      limit: paramInt(p.recordsperrequest, 25),
      offset: paramInt(p.recordsfrom, 0),
    };
    // a built-in audience without a search: one statement, its total from the list's counters (docs/decisions.md)
    if (state && !keyword) {
      const found = await this.browse.statePage(userId, listId, state, page);
      if (!found) throw new CommandError(3, 'The list does not belong to the authenticated user.');
      return {
        Subscribers: found.rows.map((r) => presentSubscriber(r, found.fieldIds, r.field_values ?? {})),
        TotalSubscribers: found.total,
      };
    }
    if (!(await this.lists.findOwned(userId, listId))) throw new CommandError(3, 'The list does not belong to the authenticated user.');
    const params = new SqlParams();
    const conditions = [await this.segmentCondition(segment, userId, listId, params)];
    const fieldIds = (await this.fields.forList(userId, listId)).map((f) => Number(f.id));
    if (keyword) conditions.push(this.searchCondition(paramText(p.searchfield) || 'EmailAddress', keyword, fieldIds, params));
    const where = { sql: conditions.join(' AND '), params };
    const total = await this.browse.count(listId, where);
    const rows = await this.browse.page(listId, where, page);
    const values = await this.subscribers.valuesOf(rows.map((r) => Number(r.id)));
    return { Subscribers: rows.map((r) => presentSubscriber(r, fieldIds, values.get(Number(r.id)) ?? {})), TotalSubscribers: total };
  }

  private async segmentCondition(segment: string, userId: number, listId: number, params: SqlParams): Promise<string> {
    const state = STATES.get(segment.toLowerCase());
    if (state) return this.browse.stateCondition(state, userId, params);
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
    const byColumn = this.browse.columnKeywordCondition(field, keyword, params);
    if (byColumn) return byColumn;
    const m = /^(?:customfield)?(\d+)$/i.exec(field);
    if (!m || !fieldIds.includes(Number(m[1]))) throw new CommandError(4, 'Invalid SearchField');
    return this.browse.fieldKeywordCondition(Number(m[1]), keyword, params);
  }
}
