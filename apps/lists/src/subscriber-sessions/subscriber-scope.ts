import { Injectable } from '@nestjs/common';

import { CommandError } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { SubscriberSessionsRepository } from './subscriber-sessions.repository';

const DENIED = () => new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });

/** what a command names: the list, and the subscriber by id or by address (either may be absent) */
export interface SubscriberTarget {
  listId: number | undefined;
  subscriberId?: number;
  email?: string;
}

/**
 * The user whose data a `user-or-subscriber` command (Subscriber.Get, Subscriber.Get.Activity, Subscriber.Update)
 * acts on. A user credential: that user. A subscriber session (subscriber.login): the owner of the session's list,
 * only when the command names the session's own list and subscriber (by id or address); anything else, or a
 * subscriber deleted since the login, answers 99998 like an invalid session.
 */
@Injectable()
export class SubscriberScope {
  constructor(private readonly sessions: SubscriberSessionsRepository) {}

  async userFor(caller: Caller, target: SubscriberTarget): Promise<number> {
    const auth = caller.auth;
    if (auth?.kind !== 'subscriber') return caller.userId;
    if (!auth.listId || !auth.subscriberId || target.listId !== auth.listId) throw DENIED();
    if (target.subscriberId !== undefined && target.subscriberId !== auth.subscriberId) throw DENIED();
    const own = await this.sessions.subscriber(auth.listId, auth.subscriberId);
    if (!own) throw DENIED();
    if (target.email !== undefined && target.email.trim().toLowerCase() !== own.email.toLowerCase()) throw DENIED();
    return Number(own.userId);
  }
}
