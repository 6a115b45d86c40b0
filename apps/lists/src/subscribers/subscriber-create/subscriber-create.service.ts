import { Injectable } from '@nestjs/common';

import { CommandError, type SubscriberCreateReply, type SubscriberCreateRequest } from '@mail/contracts';
import { paramBool, paramId, paramText } from '@mail/values';
import { type Caller, ServiceDb, ServiceOutbox } from '@mail/kit';

import { ListRepository } from '../../lists/list.repository';
import { CrossListRepository } from '../list-behaviors/cross-list.repository';
import { type CrossListPlan, isEmptyPlan, optInBehavior } from '../list-behaviors/list-behaviors';
import { newConfirmationCode } from '../opt-in-confirmation/confirmation-code';
import { readFieldInput } from '../subscriber-fields';
import { SubscriberQuota } from '../subscriber-quota';
import { DuplicateUpdater } from './duplicate.updater';
import { type CreateInput, readCreateInput } from './subscriber-create.input';
import { presentCreated } from './subscriber-create.presenter';
import { type CreatedSubscriber, type NewConfirmation, SubscriberCreateRepository } from './subscriber-create.repository';
import { SubscriberCreateFields } from './subscriber-create.fields';

/**
 * Subscriber.Create (reference notes §1.1). A new address is one statement (SubscriberCreateRepository.insert):
 * atomic, one round trip, no held connection. `ApplyBehaviors=true` makes a subscription (new Subscribed
 * subscriber, or an update that makes one Subscribed) an opt-in: the list's OptInSubscribeTo /
 * OptInUnsubscribeFrom apply in the same transaction. A subscriber made 'Opt-In Pending' on a Double opt-in list
 * gets the confirmation email (sent after commit from the subscribed event) unless `SendConfirmationEmail=false`.
 * An address already on the list: DuplicateUpdater.
 */
@Injectable()
export class SubscriberCreateService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly fields: SubscriberCreateFields,
    private readonly quota: SubscriberQuota,
    private readonly creates: SubscriberCreateRepository,
    private readonly crossList: CrossListRepository,
    private readonly duplicates: DuplicateUpdater,
    private readonly outbox: ServiceOutbox,
  ) {}

  async run(p: SubscriberCreateRequest, caller: Caller): Promise<SubscriberCreateReply> {
    const userId = caller.userId;
    if (!paramText(p.listid) && !paramText(p.subscriberlistid)) throw new CommandError(1, 'Missing ListID parameter');
    if (!paramText(p.emailaddress)) throw new CommandError(2, 'Missing EmailAddress parameter');
    const input = readCreateInput(p, caller.request.ip);
    if (input instanceof CommandError) throw input;
    const listId = paramId(p.listid) ?? paramId(p.subscriberlistid);
    if (!listId) throw new CommandError(4, 'Invalid ListID');
    const enforce = paramBool(p.enforcerequiredfields, false);
    const { fields, values } = await this.fields.resolve(userId, listId, readFieldInput(p, ['customfields', 'fields'], true).values, enforce);
    if (await this.quota.reached(userId)) throw new CommandError(18, 'Subscriber limit exceeded');
    const behaviors = paramBool(p.applybehaviors, false) ? await this.behaviors(userId, listId) : undefined;
    const confirmation = { send: paramBool(p.sendconfirmationemail, true), linkBaseUrl: caller.request.baseUrl };
    const code = input.status === 'Opt-In Pending' ? newConfirmationCode() : null;
    const created = await this.insert(userId, listId, input, values, { ...confirmation, code }, input.status === 'Subscribed' ? behaviors : undefined);
    if (!created.listOk) throw new CommandError(4, 'Invalid ListID');
    if (created.id) {
      this.outbox.kick();
      return presentCreated({ id: created.id, email: created.email! }, input, fields, values, !!created.suppressed);
    }
    const { subscriber, suppressed } = await this.duplicates.update({
      userId,
      listId,
      input,
      values,
      statusGiven: !!paramText(p.status),
      bounceGiven: !!paramText(p.bouncetype),
      allow: {
        updateIfDuplicate: paramBool(p.updateifduplicate, false),
        updateIfUnsubscribed: paramBool(p.updateifunsubscribed, false),
        updateIfExists: paramBool(p.updateifexists, false),
      },
      requestIp: caller.request.ip,
      confirmation,
      behaviors,
    });
    const now = { ...input, status: subscriber.status, subscriptionDate: subscriber.subscription_date };
    return presentCreated(subscriber, now, fields, values, suppressed);
  }

  /** the list's opt-in behavior, when it has one */
  private async behaviors(userId: number, listId: number): Promise<CrossListPlan | undefined> {
    const list = await this.lists.findOwned(userId, listId);
    if (!list) throw new CommandError(4, 'Invalid ListID');
    const plan = optInBehavior(list);
    return isEmptyPlan(plan) ? undefined : plan;
  }

  /** with behaviors, the insert and the opt-in share one transaction */
  private insert(
    userId: number,
    listId: number,
    input: CreateInput,
    values: Map<number, string>,
    confirmation: NewConfirmation,
    behaviors?: CrossListPlan,
  ): Promise<CreatedSubscriber> {
    if (!behaviors) return this.creates.insert(userId, listId, input, values, confirmation);
    return this.db.tx(async (m) => {
      const row = await this.creates.insert(userId, listId, input, values, confirmation, m);
      if (row.id) await this.crossList.apply({ userId, listId, emails: [row.email!], plan: behaviors, ip: input.subscriptionIp }, m);
      return row;
    });
  }
}
