import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ActivityTypes, CommandError, Events, type SubscriberSubscribeReply, type SubscriberSubscribeRequest } from '@mail/contracts';
import { isEmail, isIp, nowText, paramIds, paramText } from '@mail/values';
import { type Caller, ServiceDb, ServiceOutbox } from '@mail/kit';

import { ActivityWriter } from '../../activity/activity.writer';
import { CustomFieldValueRepository } from '../../custom-fields/custom-field-value.repository';
import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { listSetting } from '../../lists/list.presenter';
import { ListRepository } from '../../lists/list.repository';
import type { ListRow } from '../../lists/list.row';
import { FieldChecker } from '../field-checker';
import { CrossListRepository } from '../list-behaviors/cross-list.repository';
import { optInBehavior, sparing } from '../list-behaviors/list-behaviors';
import { newConfirmationCode } from '../opt-in-confirmation/confirmation-code';
import { readFieldInput } from '../subscriber-fields';
import { SubscriberQuota } from '../subscriber-quota';
import { SubscriberRepository } from '../subscriber.repository';
import { parseSource } from '../subscriber.status';
import { SubscriberUpdater } from '../subscriber.updater';

/** one address on one of the requested lists */
interface Subscription {
  userId: number;
  list: ListRow;
  email: string;
  ip: string | null;
  values: Map<number, string>;
  source: string;
  sourceRef: string;
  /** every list the call names (their own behaviors never undo each other) */
  requested: number[];
  linkBaseUrl?: string;
}

/**
 * Subscriber.Subscribe (public, reference notes §1.2): the list's owner is the acting user. A Double opt-in
 * list keeps the subscriber 'Opt-In Pending' with a confirmation code (carried by the subscribed event for
 * the confirmation email); Single subscribes at once, which is an opt-in: the list's OptInSubscribeTo /
 * OptInUnsubscribeFrom apply in the same transaction (except to lists the call names itself). An unsubscribed
 * address re-subscribes.
 * Codes: 1 ListID, 2 EmailAddress, 3 IPAddress (these three the request DTO), 4 list, 5 email, 6 required field,
 * 7 unique field, 8 invalid field value, 9 already on the list, 10 failed (subscriber limit).
 */
@Injectable()
export class SubscriberSubscribeService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly fieldValues: CustomFieldValueRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly checker: FieldChecker,
    private readonly quota: SubscriberQuota,
    private readonly updater: SubscriberUpdater,
    private readonly crossList: CrossListRepository,
    private readonly activity: ActivityWriter,
    private readonly outbox: ServiceOutbox,
  ) {}

  async run(p: SubscriberSubscribeRequest, caller: Caller): Promise<SubscriberSubscribeReply> {
    const email = paramText(p.emailaddress);
    const ip = paramText(p.ipaddress);
    const listIds = paramIds(p.listid);
    if (!listIds.length) throw new CommandError(4, 'Invalid ListID');
    const lists = await Promise.all(listIds.map((id) => this.lists.findAny(id)));
    if (lists.some((l) => !l) || new Set(lists.map((l) => l!.user_id)).size !== 1) throw new CommandError(4, 'Invalid ListID');
    if (!isEmail(email)) throw new CommandError(5, 'Invalid EmailAddress');
    const first = lists[0]!;
    const userId = first.user_id;
    const given = readFieldInput(p, ['customfields', 'fields'], true);
    const fields = await this.fields.forList(userId, Number(first.id));
    const problem = await this.checker.check(fields, given.values, {
      enforceRequired: true,
      enforceValidation: true,
      enforceUnique: true,
      listId: Number(first.id),
      userId,
      isNew: true,
    });
    if (problem) {
      if (problem.kind === 'unknown')
        throw new CommandError(8, 'Invalid custom field value', { extra: { ErrorCustomFieldID: problem.ids[0], ErrorCustomFieldTitle: '' } });
      const code = { required: 6, unique: 7, invalid: 8 }[problem.kind];
      throw new CommandError(code, `Custom field ${problem.field.name} ${problem.reason}`, {
        extra: {
          ErrorCustomFieldID: Number(problem.field.id),
          ErrorCustomFieldTitle: problem.field.name,
          ErrorCustomFieldDescription: problem.reason,
        },
      });
    }
    const result = [];
    for (const [i, list] of lists.entries()) {
      result.push(
        await this.subscribeOne({
          userId,
          list: list!,
          email,
          // `auto`: the generated subscription form (listintegration.generatesubscriptionformhtmlcode) cannot know the
          // subscriber's address; the edge's client address is recorded instead
          ip: isIp(ip) ? ip : ip.toLowerCase() === 'auto' && isIp(caller.request.ip) ? caller.request.ip : null,
          values: i === 0 ? given.values : new Map(),
          source: parseSource(paramText(p.source) || 'Manual'),
          sourceRef: paramText(p.sourceref).slice(0, 64),
          requested: listIds,
          linkBaseUrl: caller.request.baseUrl,
        }),
      );
    }
    this.outbox.kick();
    const main = result[0];
    return { SubscriberID: main.id, RedirectURL: main.redirect, Subscriber: { SubscriberID: main.id, EmailAddress: email, SubscriptionStatus: main.status } };
  }

  private async subscribeOne(s: Subscription): Promise<{ id: number; status: string; redirect: string }> {
    const { userId, list, email, ip, values, source } = s;
    const listId = Number(list.id);
    const double = list.opt_in_mode === 'Double';
    const status = double ? 'Opt-In Pending' : 'Subscribed';
    const redirect = String(listSetting(list, double ? 'SubscriptionConfirmationPendingPageURL' : 'SubscriptionConfirmedPageURL') ?? '');
    const code = double ? newConfirmationCode() : null;
    const optIn = async (m: EntityManager) => {
      if (!double) await this.crossList.apply({ userId, listId, emails: [email], plan: sparing(optInBehavior(list), s.requested), ip }, m);
    };
    const existing = await this.subscribers.byEmail(listId, email);
    if (existing) {
      if (existing.status !== 'Unsubscribed') throw new CommandError(9, 'Duplicate EmailAddress');
      await this.db.tx(async (m) => {
        await this.updater.apply(
          { userId, listId, current: existing, status, values, ip, emitEvents: true, extra: { confirmationCode: code, linkBaseUrl: s.linkBaseUrl, source } },
          m,
        );
        await optIn(m);
      });
      return { id: Number(existing.id), status, redirect };
    }
    if (await this.quota.reached(userId)) throw new CommandError(10, 'Subscription failed: subscriber limit reached');
    const id = await this.db.tx(async (m) => {
      const subscriberId = await this.subscribers.insert(listId, { email, status, ip, source, sourceRef: s.sourceRef || null, confirmationCode: code }, m);
      if (!subscriberId) throw new CommandError(9, 'Duplicate EmailAddress');
      await this.fieldValues.write(subscriberId, values, m);
      if (double) {
        await this.outbox.add(m, Events.SubscriberSubscribed, {
          userId,
          listId,
          subscriberId,
          emailAddress: email,
          status,
          source,
          confirmationCode: code ?? undefined,
          linkBaseUrl: s.linkBaseUrl,
          occurredAt: nowText(),
        });
      } else {
        await this.activity.record(m, ActivityTypes.Subscription, [{ userId, listId, subscriberId, emailAddress: email, event: { status, source } }]);
      }
      await optIn(m);
      return subscriberId;
    });
    return { id, status, redirect };
  }
}
