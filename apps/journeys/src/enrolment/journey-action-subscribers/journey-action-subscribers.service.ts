import { Injectable } from '@nestjs/common';

import { CommandError, type JourneyActionSubscribersReply, type JourneyActionSubscribersRequest } from '@mail/contracts';
import { paramId, paramInt, paramText } from '@mail/values';

import { ActionRepository } from '../../actions/action.repository';
import { fail } from '../../common/errors';
import { JourneyRepository } from '../../journeys/journey.repository';
import { type ActionSubscribersPage, FILTER_KINDS, SubscriberJourneysRepository } from '../subscriber-journeys.repository';

const DEFAULT_PAGE = 25;
const ORDER_FIELDS: Record<string, ActionSubscribersPage['order']> = { emailaddress: 'email', subscriberid: 'subscriber_id', reachedat: 'at' };

/**
 * journey.action.subscribers: the subscribers who reached one action of the caller's journey, optionally only
 * those who did all (AND) or any (OR) of the FilterJSON items with that action's email; paged and ordered.
 */
@Injectable()
export class JourneyActionSubscribersService {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly actions: ActionRepository,
    private readonly repository: SubscriberJourneysRepository,
  ) {}

  async run(userId: number, input: JourneyActionSubscribersRequest): Promise<JourneyActionSubscribersReply> {
    if (!paramText(input.journeyid)) throw fail(1, 'Missing JourneyID');
    if (!paramText(input.actionid)) throw fail(2, 'Missing ActionID');
    const journeyId = paramId(input.journeyid);
    if (journeyId === undefined) throw fail(3, 'JourneyID must be a positive integer');
    const actionId = paramId(input.actionid);
    if (actionId === undefined) throw fail(4, 'ActionID must be a positive integer');
    const kinds = filterKinds(input.filterjson);
    const operator = paramText(input.operator).toUpperCase() || 'AND';
    if (operator !== 'AND' && operator !== 'OR') throw fail(7, 'Operator must be AND or OR');
    if (!(await this.journeys.findOwned(userId, journeyId))) throw new CommandError(5, `Journey ${journeyId} not found`, { httpStatus: 404 });
    const action = await this.actions.findById(actionId);
    if (!action || Number(action.journey_id) !== journeyId)
      throw new CommandError(6, `Action ${actionId} not found in journey ${journeyId}`, { httpStatus: 404 });
    const page = await this.repository.actionSubscribers({
      actionId,
      kinds,
      operator,
      limit: pageSize(input.recordsperrequest),
      offset: Math.max(0, paramInt(input.recordsfrom, 0)),
      order: ORDER_FIELDS[paramText(input.orderfield).toLowerCase()] ?? 'email',
      direction: paramText(input.ordertype).toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
    });
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      Subscribers: page.rows.map((r) => ({ SubscriberID: r.subscriber_id, EmailAddress: r.email, Suppressed: r.suppressed })),
      TotalSubscribers: page.total,
    };
  }
}

/** FilterJSON: absent or [] is no filter; 5 when not a JSON array of strings, 6 for an unknown item */
function filterKinds(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  let items: unknown = value;
  if (typeof value === 'string') {
    try {
      items = JSON.parse(value) as unknown;
    } catch {
      throw fail(5, 'FilterJSON is not valid JSON');
    }
  }
  if (!Array.isArray(items) || items.some((i) => typeof i !== 'string')) throw fail(5, 'FilterJSON must be a JSON array of filter names');
  const kinds = new Set<string>();
  for (const item of items as string[]) {
    const kind = FILTER_KINDS[item.trim().toLowerCase()];
    if (!kind) throw fail(6, `FilterJSON has an unknown item: ${item}`);
    kinds.add(kind);
  }
  return [...kinds];
}

/** RecordsPerRequest: 25 when absent, invalid or a JSON number 0 or less; the text "0" is no limit (as the vendor does) */
function pageSize(value: unknown): number | null {
  if (typeof value === 'string' && value.trim() === '0') return null;
  const n = paramInt(value, DEFAULT_PAGE);
  return n > 0 ? n : DEFAULT_PAGE;
}
