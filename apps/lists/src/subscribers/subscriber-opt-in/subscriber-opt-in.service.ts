import { Injectable } from '@nestjs/common';

import { CommandError, type SubscriberOptInReply, type SubscriberOptInRequest } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';
import { type Caller, ServiceDb, ServiceOutbox } from '@mail/kit';

import { listSetting } from '../../lists/list.presenter';
import { ListRepository } from '../../lists/list.repository';
import { CrossListRepository } from '../list-behaviors/cross-list.repository';
import { optInBehavior } from '../list-behaviors/list-behaviors';
import { OptOutEffects, optOutPlan } from '../subscriber-unsubscribe/opt-out.effects';
import { SubscriberRepository } from '../subscriber.repository';
import { SubscriberUpdater } from '../subscriber.updater';

/**
 * Subscriber.OptIn (public): confirms (default) or rejects (Mode=Reject) a pending opt-in with its code.
 * 1 ListID, 2 SubscriberID, 3 ConfirmationCode missing (the request DTO), 4 wrong code, 5 subscriber not found,
 * 6 invalid Mode (extension), 8 already confirmed. A confirmation is an opt-in (the list's OptInSubscribeTo /
 * OptInUnsubscribeFrom apply), a rejection an opt-out (suppression and opt-out behavior as Subscriber.Unsubscribe).
 */
@Injectable()
export class SubscriberOptInService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly updater: SubscriberUpdater,
    private readonly crossList: CrossListRepository,
    private readonly optOut: OptOutEffects,
    private readonly outbox: ServiceOutbox,
  ) {}

  async run(p: SubscriberOptInRequest, caller: Caller): Promise<SubscriberOptInReply> {
    const code = paramText(p.confirmationcode);
    const mode = paramText(p.mode) || 'Confirm';
    if (!/^(confirm|reject)$/i.test(mode)) throw new CommandError(6, 'Invalid Mode');
    const listId = paramId(p.listid);
    const subscriberId = paramId(p.subscriberid);
    const list = listId ? await this.lists.findAny(listId) : undefined;
    const subscriber = list && subscriberId ? await this.subscribers.byId(Number(list.id), subscriberId) : undefined;
    if (!list || !subscriber) throw new CommandError(5, 'Subscriber not found');
    if (subscriber.status === 'Subscribed') throw new CommandError(8, 'Already opt-in confirmed');
    if (subscriber.status !== 'Opt-In Pending' || !subscriber.confirmation_code || subscriber.confirmation_code !== code)
      throw new CommandError(4, 'Invalid confirmation code');
    const confirm = /^confirm$/i.test(mode);
    const [userId, id, ip] = [list.user_id, Number(list.id), caller.request.ip];
    await this.db.tx(async (m) => {
      if (!confirm) await this.optOut.prepare([subscriber.email], optOutPlan(list, false), m);
      await this.updater.apply(
        {
          userId,
          listId: id,
          current: subscriber,
          status: confirm ? 'Subscribed' : 'Unsubscribed',
          ip,
          emitEvents: true,
          extra: { source: 'OptIn', context: confirm ? undefined : { Channel: 'OptInReject' } },
        },
        m,
      );
      const emails = [subscriber.email];
      if (confirm) await this.crossList.apply({ userId, listId: id, emails, plan: optInBehavior(list), ip }, m);
      else await this.optOut.apply({ userId, listId: id, emails, plan: optOutPlan(list, false), ip }, m);
    });
    this.outbox.kick();
    const redirect = String(listSetting(list, confirm ? 'SubscriptionConfirmedPageURL' : 'UnsubscriptionConfirmedPageURL') ?? '');
    return { RedirectURL: redirect, ProcessedMode: confirm ? 'Confirm' : 'Reject' };
  }
}
