import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SubscriberGetReply, type SubscriberGetRequest } from '@mail/contracts';
import { paramBool, paramId, paramText } from '@mail/values';

import { SubscriberScope } from '../../subscriber-sessions/subscriber-scope';
import { SubscriberViewLoader } from '../subscriber-view.loader';

/**
 * Subscriber.Get: 1 email (or SubscriberID) required, 2 list id required, 3 subscriber not found, 4 list not found / not
 * the caller's. A subscriber session reads only its own subscriber (SubscriberScope: 99998 for anything else).
 */
@Injectable()
export class SubscriberGetService {
  constructor(
    private readonly loader: SubscriberViewLoader,
    private readonly scope: SubscriberScope,
  ) {}

  async run(p: SubscriberGetRequest, caller: Caller): Promise<SubscriberGetReply> {
    const email = paramText(p.emailaddress);
    const subscriberId = paramId(p.subscriberid);
    if (!email && !subscriberId) throw new CommandError(1, 'Email address is required.');
    if (!paramText(p.listid) && !paramText(p.subscriberlistid)) throw new CommandError(2, 'List ID is required.');
    const listId = paramId(p.listid) ?? paramId(p.subscriberlistid);
    const userId = await this.scope.userFor(caller, { listId, subscriberId, email: email || undefined });
    if (!listId) throw new CommandError(4, 'List not found.');
    const view = await this.loader.load(userId, listId, email ? { email } : { id: subscriberId });
    if (view.kind === 'list-missing') throw new CommandError(4, 'List not found.');
    if (view.kind === 'subscriber-missing') throw new CommandError(3, 'Subscriber not found.');
    return filterBlocks(view.body, p);
  }
}

/** v5.9.4 Include* switches (default true) */
function filterBlocks(body: Record<string, unknown>, p: SubscriberGetRequest): SubscriberGetReply {
  const blocks: [unknown, string][] = [
    [p.includetags, 'SubscriberTags'],
    [p.includesegments, 'SubscriberSegments'],
    [p.includejourneys, 'SubscriberJourneys'],
    [p.includeactivity, 'SubscriberActivity'],
    [p.includeevents, 'SubscriberWebsiteEvents'],
    [p.includerevenue, 'TotalRevenue'],
  ];
  for (const [given, key] of blocks) if (!paramBool(given, true)) delete body[key];
  return body as SubscriberGetReply;
}
