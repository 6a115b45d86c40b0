import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ActivityTypes, type BusRequest, CommandError, Events } from '@mail/contracts';
import { isEmail, isIp, nowText } from '@mail/values';

import { ActivityWriter } from '../../activity/activity.writer';
import { ListsDb } from '../../common/db';
import { UserLimitsService } from '../../common/limits.service';
import { ListsOutbox } from '../../common/outbox.provider';
import { ParamReader } from '../../common/params';
import { CustomFieldValueRepository } from '../../custom-fields/custom-field-value.repository';
import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { listSetting } from '../../lists/list.presenter';
import { ListRepository } from '../../lists/list.repository';
import { FieldChecker } from '../field-checker';
import { readFieldInput } from '../subscriber-fields';
import { applyCrossList } from '../list-behaviors/cross-list.writer';
import { optInBehavior, sparing } from '../list-behaviors/list-behaviors';
import { newConfirmationCode } from '../opt-in-confirmation/confirmation-code';
import { SubscriberRepository } from '../subscriber.repository';
import { parseSource } from '../subscriber.status';
import { SubscriberUpdater } from '../subscriber.updater';

/**
 * Subscriber.Subscribe (public, reference notes §1.2): the list's owner is the acting user. A Double opt-in
 * list keeps the subscriber 'Opt-In Pending' with a confirmation code (carried by the subscribed event for
 * the confirmation email); Single subscribes at once, which is an opt-in: the list's OptInSubscribeTo /
 * OptInUnsubscribeFrom apply in the same transaction (except to lists the call names itself). An unsubscribed
 * address re-subscribes.
 * Codes: 1 ListID, 2 EmailAddress, 3 IPAddress, 4 list, 5 email, 6 required field, 7 unique field, 8 invalid
 * field value, 9 already on the list, 10 failed (subscriber limit).
 */
@Injectable()
export class SubscriberSubscribeService {
  constructor(
    private readonly db: ListsDb,
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly checker: FieldChecker,
    private readonly limits: UserLimitsService,
    private readonly updater: SubscriberUpdater,
    private readonly activity: ActivityWriter,
    private readonly outbox: ListsOutbox,
    private readonly fieldValues: CustomFieldValueRepository,
  ) {}

  async run(req: BusRequest): Promise<Record<string, unknown>> {
    const p = new ParamReader(req.params);
    if (!p.str('ListID')) throw new CommandError(1, 'Missing ListID');
    const email = p.str('EmailAddress');
    if (!email) throw new CommandError(2, 'Missing EmailAddress');
    const ip = p.str('IPAddress');
    if (!ip) throw new CommandError(3, 'Missing IPAddress');
    const listIds = p.ids('ListID');
    if (!listIds.length) throw new CommandError(4, 'Invalid ListID');
    const lists = await Promise.all(listIds.map((id) => this.lists.findAny(id)));
    if (lists.some((l) => !l) || new Set(lists.map((l) => l!.user_id)).size !== 1) throw new CommandError(4, 'Invalid ListID');
    if (!isEmail(email)) throw new CommandError(5, 'Invalid EmailAddress');
    const first = lists[0]!;
    const userId = first.user_id;
    const given = readFieldInput(p, ['CustomFields', 'Fields'], true);
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
        await this.subscribeOne(
          userId,
          list!,
          email,
          isIp(ip) ? ip : null,
          i === 0 ? given.values : new Map(),
          parseSource(p.str('Source') || 'Manual'),
          p.str('SourceRef').slice(0, 64),
          listIds,
          req.meta?.baseUrl,
        ),
      );
    }
    this.outbox.kick();
    const main = result[0];
    return { SubscriberID: main.id, RedirectURL: main.redirect, Subscriber: { SubscriberID: main.id, EmailAddress: email, SubscriptionStatus: main.status } };
  }

  private async subscribeOne(
    userId: number,
    list: NonNullable<Awaited<ReturnType<ListRepository['findAny']>>>,
    email: string,
    ip: string | null,
    values: Map<number, string>,
    source: string,
    sourceRef: string,
    requested: number[],
    linkBaseUrl?: string,
  ) {
    const listId = Number(list.id);
    const double = list.opt_in_mode === 'Double';
    const status = double ? 'Opt-In Pending' : 'Subscribed';
    const redirect = String(listSetting(list, double ? 'SubscriptionConfirmationPendingPageURL' : 'SubscriptionConfirmedPageURL') ?? '');
    const code = double ? newConfirmationCode() : null;
    const optIn = async (m: EntityManager) => {
      if (!double) await applyCrossList(m, { userId, listId, emails: [email], plan: sparing(optInBehavior(list), requested), ip });
    };
    const existing = await this.subscribers.byEmail(listId, email);
    if (existing) {
      if (existing.status !== 'Unsubscribed') throw new CommandError(9, 'Duplicate EmailAddress');
      await this.db.tx(async (m) => {
        await this.updater.apply(
          { userId, listId, current: existing, status, values, ip, emitEvents: true, extra: { confirmationCode: code, linkBaseUrl, source } },
          m,
        );
        await optIn(m);
      });
      return { id: Number(existing.id), status, redirect };
    }
    const { subscribers: max } = await this.limits.limitsOf(userId);
    if (max !== null && max !== undefined && (await this.lists.subscribersOfUser(userId)) >= max)
      throw new CommandError(10, 'Subscription failed: subscriber limit reached');
    const id = await this.db.tx(async (m) => {
      const rows: { id: string }[] = await m.query(
        `INSERT INTO "lists"."subscriber" ("list_id", "email", "status", "subscription_date", "subscription_ip", "optin_date", "source", "source_ref", "confirmation_code")
         VALUES ($1, $2, $3, now() at time zone 'utc', $4, CASE WHEN $3 = 'Subscribed' THEN now() at time zone 'utc' END, $5, $6, $7)
         ON CONFLICT ("list_id", lower("email")) DO NOTHING RETURNING "id"`,
        [listId, email, status, ip, source, sourceRef || null, code],
      );
      if (!rows[0]) throw new CommandError(9, 'Duplicate EmailAddress');
      const subscriberId = Number(rows[0].id);
      await this.fieldValues.write(subscriberId, values, m);
      await this.subscribers.bumpCount(m, listId, 1);
      if (double) {
        await this.outbox.add(m, Events.SubscriberSubscribed, {
          userId,
          listId,
          subscriberId,
          emailAddress: email,
          status,
          source,
          confirmationCode: code ?? undefined,
          linkBaseUrl,
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
