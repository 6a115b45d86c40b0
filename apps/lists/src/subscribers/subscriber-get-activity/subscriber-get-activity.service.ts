import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { type ActivityType, CommandError, normaliseActivityType, type SubscriberGetActivityReply, type SubscriberGetActivityRequest } from '@mail/contracts';
import { paramId, paramInt, paramText } from '@mail/values';

import { ActivityRepository } from '../../activity/activity.repository';
import { ListRepository } from '../../lists/list.repository';
import { SubscriberScope } from '../../subscriber-sessions/subscriber-scope';
import { SubscriberRepository } from '../subscriber.repository';

/**
 * Subscriber.Get.Activity: 1 list id, 2 subscriber id, 3 FilterJson missing/not a JSON array, 4 unknown
 * activity type, 5 operator other than OR, 6 list not the caller's, 7 subscriber not in the list.
 * An empty FilterJson array means every type. Newest first, paged. A subscriber session reads only its own activity
 * (SubscriberScope: 99998 for another subscriber or list).
 */
@Injectable()
export class SubscriberGetActivityService {
  constructor(
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly activity: ActivityRepository,
    private readonly scope: SubscriberScope,
  ) {}

  async run(p: SubscriberGetActivityRequest, caller: Caller): Promise<SubscriberGetActivityReply> {
    if (!paramText(p.subscriberlistid) && !paramText(p.listid)) throw new CommandError(1, 'Missing subscriber list id');
    if (!paramText(p.subscriberid)) throw new CommandError(2, 'Missing subscriber id');
    const types = readFilter(p.filterjson);
    if (types === undefined) throw new CommandError(3, 'Invalid or missing FilterJson');
    const resolved = types.map((t) => normaliseActivityType(t)).filter((t): t is ActivityType => t !== undefined);
    if (resolved.length !== types.length) throw new CommandError(4, 'Invalid criteria');
    const operator = paramText(p.operator) || 'OR';
    if (operator.toUpperCase() !== 'OR') throw new CommandError(5, 'Invalid operator');
    const listId = paramId(p.subscriberlistid) ?? paramId(p.listid);
    const subscriberId = paramId(p.subscriberid);
    const userId = await this.scope.userFor(caller, { listId, subscriberId: subscriberId ?? 0 });
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(6, 'Invalid list');
    if (!subscriberId || !(await this.subscribers.byId(listId, subscriberId))) throw new CommandError(7, 'Invalid subscriber');
    const page = { limit: Math.min(1000, Math.max(1, paramInt(p.recordsperrequest, 25))), offset: Math.max(0, paramInt(p.recordsfrom, 0)) };
    const { total, rows } = await this.activity.page(subscriberId, resolved, page);
    return { SubscriberActivity: rows, TotalSubscriberActivity: total };
  }
}

/** FilterJson: a JSON array of type names (or, from a form, the array itself or an object keyed by position) */
function readFilter(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  } else if (typeof raw === 'object' && !Array.isArray(raw)) value = Object.values(raw);
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return undefined;
  return value as string[];
}
