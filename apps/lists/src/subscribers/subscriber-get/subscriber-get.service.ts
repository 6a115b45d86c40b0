import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { SubscriberViewLoader } from '../subscriber-view.loader';

/** Subscriber.Get: 1 email (or SubscriberID) required, 2 list id required, 3 subscriber not found, 4 list not found / not the caller's. */
@Injectable()
export class SubscriberGetService {
  constructor(private readonly loader: SubscriberViewLoader) {}

  async run(req: BusRequest): Promise<Record<string, unknown>> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    const email = p.str('EmailAddress');
    const subscriberId = p.id('SubscriberID');
    if (!email && !subscriberId) throw new CommandError(1, 'Email address is required.');
    if (!p.str('ListID') && !p.str('SubscriberListID')) throw new CommandError(2, 'List ID is required.');
    const listId = p.id('ListID') ?? p.id('SubscriberListID');
    if (!listId) throw new CommandError(4, 'List not found.');
    const view = await this.loader.load(userId, listId, email ? { email } : { id: subscriberId });
    if (view.kind === 'list-missing') throw new CommandError(4, 'List not found.');
    if (view.kind === 'subscriber-missing') throw new CommandError(3, 'Subscriber not found.');
    return filterBlocks(view.body, p);
  }
}

/** v5.9.4 Include* switches (default true) */
function filterBlocks(body: Record<string, unknown>, p: ParamReader): Record<string, unknown> {
  const blocks: [string, string][] = [
    ['IncludeTags', 'SubscriberTags'],
    ['IncludeSegments', 'SubscriberSegments'],
    ['IncludeJourneys', 'SubscriberJourneys'],
    ['IncludeActivity', 'SubscriberActivity'],
    ['IncludeEvents', 'SubscriberWebsiteEvents'],
    ['IncludeRevenue', 'TotalRevenue'],
  ];
  for (const [param, key] of blocks) if (!p.bool(param, true)) delete body[key];
  return body;
}
