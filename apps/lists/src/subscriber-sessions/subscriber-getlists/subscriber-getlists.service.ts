import { Injectable } from '@nestjs/common';

import { CommandError, type SubscriberGetlistsReply, type SubscriberGetlistsRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { SubscriberSessionsRepository } from '../subscriber-sessions.repository';
import { SubscriberSessionTokens } from '../subscriber-session.tokens';

/** subscriber.getlists: only with a subscriber session (1 otherwise); the lists of the account its address is on. */
@Injectable()
export class SubscriberGetlistsService {
  constructor(
    private readonly tokens: SubscriberSessionTokens,
    private readonly sessions: SubscriberSessionsRepository,
  ) {}

  async run(input: SubscriberGetlistsRequest): Promise<SubscriberGetlistsReply> {
    const session = this.tokens.read(paramText(input.sessionid));
    const lists = session ? await this.sessions.listsOf(session.listId, session.subscriberId) : [];
    // no row: the session's subscriber was deleted since (its own list is always among its lists)
    if (!session || !lists.length) throw new CommandError(1, 'Not authenticated or session expired');
    return { Success: true, ErrorCode: 0, Lists: lists.map((l) => ({ ListID: l.listId, ListName: l.name, SubscriptionStatus: l.status })) };
  }
}
