import { Injectable } from '@nestjs/common';

import { CommandError, type SubscriberLoginReply, type SubscriberLoginRequest } from '@mail/contracts';
import { isEmail, paramId, paramText } from '@mail/values';

import { SubscriberRepository } from '../../subscribers/subscriber.repository';
import { SubscriberSessionTokens } from '../subscriber-session.tokens';

/** subscriber.login (public): 3 not an address, 4 no such subscriber on the list; else a signed subscriber session. */
@Injectable()
export class SubscriberLoginService {
  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly tokens: SubscriberSessionTokens,
  ) {}

  async run(input: SubscriberLoginRequest): Promise<SubscriberLoginReply> {
    const email = paramText(input.emailaddress);
    if (!isEmail(email)) throw new CommandError(3, 'Invalid email address');
    const listId = paramId(input.listid);
    const subscriber = listId ? await this.subscribers.byEmail(listId, email) : undefined;
    if (!listId || !subscriber) throw new CommandError(4, 'Subscriber not found');
    const subscriberId = Number(subscriber.id);
    return {
      Success: true,
      ErrorCode: 0,
      SessionID: this.tokens.issue({ listId, subscriberId }),
      SubscriberInformation: { SubscriberID: subscriberId, EmailAddress: subscriber.email, SubscriptionStatus: subscriber.status },
    };
  }
}
