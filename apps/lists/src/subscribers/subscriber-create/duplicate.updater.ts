import { Injectable } from '@nestjs/common';

import { CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { CrossListRepository } from '../list-behaviors/cross-list.repository';
import type { CrossListPlan } from '../list-behaviors/list-behaviors';
import { newConfirmationCode } from '../opt-in-confirmation/confirmation-code';
import { SubscriberRepository } from '../subscriber.repository';
import type { SubscriberRow } from '../subscriber.row';
import { SubscriberUpdater } from '../subscriber.updater';
import type { CreateInput } from './subscriber-create.input';
import type { NewConfirmation } from './subscriber-create.repository';

export interface DuplicateCreate {
  userId: number;
  listId: number;
  input: CreateInput;
  values: Map<number, string>;
  /** Status and BounceType given (else the existing ones stay; an unsubscribed address comes back Subscribed) */
  statusGiven: boolean;
  bounceGiven: boolean;
  allow: { updateIfDuplicate: boolean; updateIfUnsubscribed: boolean; updateIfExists: boolean };
  requestIp: string | null;
  confirmation: Omit<NewConfirmation, 'code'>;
  behaviors?: CrossListPlan;
}

/**
 * Subscriber.Create on an address already on the list: 20 duplicate, 21 previously unsubscribed, or, when the
 * caller allows it, an update of the existing subscriber (an opt-in when it becomes Subscribed with
 * ApplyBehaviors). Answers the subscriber as it is now.
 */
@Injectable()
export class DuplicateUpdater {
  constructor(
    private readonly db: ServiceDb,
    private readonly subscribers: SubscriberRepository,
    private readonly updater: SubscriberUpdater,
    private readonly crossList: CrossListRepository,
  ) {}

  async update(d: DuplicateCreate): Promise<{ subscriber: SubscriberRow; suppressed: boolean }> {
    const { userId, listId, input } = d;
    const existing = await this.subscribers.byEmail(listId, input.email);
    if (!existing) throw new CommandError(20, 'Duplicate EmailAddress');
    const unsubscribed = existing.status === 'Unsubscribed';
    const allowed = unsubscribed ? d.allow.updateIfUnsubscribed || d.allow.updateIfDuplicate : d.allow.updateIfDuplicate || d.allow.updateIfExists;
    if (!allowed)
      throw unsubscribed && !d.allow.updateIfDuplicate
        ? new CommandError(21, 'EmailAddress previously unsubscribed')
        : new CommandError(20, 'Duplicate EmailAddress');
    const status = d.statusGiven ? input.status : unsubscribed ? 'Subscribed' : existing.status;
    const ip = input.subscriptionIp ?? d.requestIp;
    const optIn = d.behaviors && existing.status !== 'Subscribed' && status === 'Subscribed' ? d.behaviors : undefined;
    const pendingAgain = status === 'Opt-In Pending' && existing.status !== 'Opt-In Pending';
    await this.db.tx(async (m) => {
      await this.updater.apply(
        {
          userId,
          listId,
          current: existing,
          status,
          values: d.values,
          ip,
          emitEvents: true,
          extra: {
            bounceType: d.bounceGiven ? input.bounceType : undefined,
            ...(pendingAgain
              ? { confirmationCode: newConfirmationCode(), sendConfirmation: d.confirmation.send, linkBaseUrl: d.confirmation.linkBaseUrl }
              : {}),
          },
        },
        m,
      );
      if (optIn) await this.crossList.apply({ userId, listId, emails: [existing.email], plan: optIn, ip }, m);
    });
    const subscriber = (await this.subscribers.byId(listId, Number(existing.id)))!;
    return { subscriber, suppressed: await this.subscribers.isSuppressed(userId, listId, input.email) };
  }
}
