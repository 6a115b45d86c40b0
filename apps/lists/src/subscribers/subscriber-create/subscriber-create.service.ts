import { Injectable } from '@nestjs/common';

import { ActivityTypes, type BusRequest, CommandError, Events } from '@mail/contracts';
import { outboxInsertSql } from '@mail/db';
import { nowText } from '@mail/values';

import { callerUserId } from '../../common/caller';
import { ListsDb } from '../../common/db';
import { UserLimitsService } from '../../common/limits.service';
import { ListsOutbox } from '../../common/outbox.provider';
import { ParamReader } from '../../common/params';
import { fieldValueArrays } from '../../custom-fields/custom-field-value.repository';
import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { invalidValueReason } from '../../custom-fields/custom-field.value';
import { FieldDefinitionsCache } from '../../custom-fields/field-definitions.cache';
import { ListRepository } from '../../lists/list.repository';
import { suppressedSql } from '../../rules/rule-compiler';
import { FieldChecker } from '../field-checker';
import { readFieldInput } from '../subscriber-fields';
import { applyCrossList } from '../list-behaviors/cross-list.writer';
import { type CrossListPlan, isEmptyPlan, optInBehavior } from '../list-behaviors/list-behaviors';
import { newConfirmationCode } from '../opt-in-confirmation/confirmation-code';
import { SubscriberRepository } from '../subscriber.repository';
import { SubscriberUpdater } from '../subscriber.updater';
import { type CreateInput, readCreateInput } from './subscriber-create.input';

/** the Subscribed event of the new row (parameters: see `insert`) */
const SUBSCRIBED_EVENT_SQL = outboxInsertSql(
  'lists',
  Events.SubscriberSubscribed,
  {
    userId: '$18::int',
    listId: '$1::bigint',
    subscriberId: 'ins."id"',
    emailAddress: 'ins."email"',
    status: '$3::text',
    source: '$10::text',
    confirmationCode: 'CASE WHEN $23::boolean THEN $12::text END',
    linkBaseUrl: '$24::text',
    occurredAt: '$21::text',
  },
  'FROM ins WHERE $22::boolean',
);

/** whether a new pending subscriber gets the confirmation email, and the base URL of its links */
interface Confirmation {
  send: boolean;
  linkBaseUrl?: string;
}

/**
 * Subscriber.Create (reference notes §1.1). The insert, its field values, the counter, the activity row and
 * the outbox event are ONE statement (data-modifying CTEs): atomic, one round trip, no held connection.
 * `ApplyBehaviors=true` makes a subscription (new Subscribed subscriber, or an update that makes one Subscribed)
 * an opt-in: the list's OptInSubscribeTo / OptInUnsubscribeFrom apply in the same transaction.
 * A subscriber made 'Opt-In Pending' on a Double opt-in list gets the confirmation email (sent after commit from
 * the subscribed event) unless `SendConfirmationEmail=false`.
 */
@Injectable()
export class SubscriberCreateService {
  constructor(
    private readonly db: ListsDb,
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly checker: FieldChecker,
    private readonly limits: UserLimitsService,
    private readonly outbox: ListsOutbox,
    private readonly updater: SubscriberUpdater,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(req: BusRequest): Promise<Record<string, unknown>> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('ListID') && !p.str('SubscriberListID')) throw new CommandError(1, 'Missing ListID parameter');
    if (!p.str('EmailAddress')) throw new CommandError(2, 'Missing EmailAddress parameter');
    const input = readCreateInput(p, req.meta?.ip ?? '');
    if (input instanceof CommandError) throw input;
    const listId = p.id('ListID') ?? p.id('SubscriberListID');
    if (!listId) throw new CommandError(4, 'Invalid ListID');
    let fields = this.fieldCache.get(userId, listId);
    if (!fields) {
      const owned = await this.lists.findOwnedWithFields(userId, listId);
      if (!owned) throw new CommandError(4, 'Invalid ListID');
      fields = owned.fields;
      this.fieldCache.set(userId, listId, fields);
    }
    const given = readFieldInput(p, ['CustomFields', 'Fields'], true);
    const enforce = p.bool('EnforceRequiredFields', false);
    const problem = await this.checker.check(fields, given.values, {
      enforceRequired: enforce,
      enforceValidation: enforce,
      enforceUnique: enforce,
      listId,
      userId,
      isNew: true,
    });
    if (problem) {
      if (problem.kind === 'unknown') throw new CommandError(17, 'Invalid custom field value', { extra: { ErrorCustomFieldIDs: problem.ids } });
      const code = { required: 26, invalid: 28, unique: 27 }[problem.kind];
      throw new CommandError(code, `Custom field ${problem.field.name} ${problem.reason}`, {
        extra: {
          ErrorCustomFieldID: Number(problem.field.id),
          ErrorCustomFieldTitle: problem.field.name,
        },
      });
    }
    if (!enforce) {
      for (const [id, value] of given.values) {
        const field = fields.find((f) => Number(f.id) === id)!;
        const reason = invalidValueReason(field, value);
        if (reason)
          throw new CommandError(17, `Invalid custom field value: ${field.name} ${reason}`, {
            extra: { ErrorCustomFieldID: id, ErrorCustomFieldTitle: field.name },
          });
      }
    }
    const values = new Map(given.values);
    for (const f of fields) if (!values.has(Number(f.id)) && f.default_value) values.set(Number(f.id), f.default_value);
    const { subscribers: max } = await this.limits.limitsOf(userId);
    if (max !== null && max !== undefined && (await this.lists.subscribersOfUser(userId)) >= max) throw new CommandError(18, 'Subscriber limit exceeded');
    const behaviors = await this.behaviors(p, userId, listId);
    const confirmation: Confirmation = { send: p.bool('SendConfirmationEmail', true), linkBaseUrl: req.meta?.baseUrl };
    const result = await this.insert(userId, listId, input, values, confirmation, input.status === 'Subscribed' ? behaviors : undefined);
    if (!result.listOk) throw new CommandError(4, 'Invalid ListID');
    const created = result.id ? { id: result.id, email: result.email!, suppressed: !!result.suppressed } : undefined;
    if (created) {
      this.outbox.kick();
      return this.reply(created, input, fields, values, created.suppressed);
    }
    return this.duplicate(req, p, userId, listId, input, values, fields, confirmation, behaviors);
  }

  /** the list's opt-in behavior when the caller asked for it (ApplyBehaviors) and the list has one */
  private async behaviors(p: ParamReader, userId: number, listId: number): Promise<CrossListPlan | undefined> {
    if (!p.bool('ApplyBehaviors', false)) return undefined;
    const list = await this.lists.findOwned(userId, listId);
    if (!list) throw new CommandError(4, 'Invalid ListID');
    const plan = optInBehavior(list);
    return isEmptyPlan(plan) ? undefined : plan;
  }

  /** one statement; the list's ownership is checked inside it (the field cache never vouches for a list) */
  private async insert(
    userId: number,
    listId: number,
    input: CreateInput,
    values: Map<number, string>,
    confirmation: Confirmation,
    behaviors?: CrossListPlan,
  ): Promise<{ listOk: boolean; id?: string; email?: string; suppressed?: boolean }> {
    const a = fieldValueArrays(values);
    const subscribed = input.status === 'Subscribed';
    const emit = subscribed || input.status === 'Opt-In Pending';
    const code = input.status === 'Opt-In Pending' ? newConfirmationCode() : null;
    type Row = { listOk: boolean; id?: string; email?: string; suppressed?: boolean };
    const sql = `WITH l AS (SELECT "id" FROM "lists"."list" WHERE "id" = $1 AND "user_id" = $18),
       ins AS (
         INSERT INTO "lists"."subscriber" ("list_id", "email", "status", "bounce_type", "subscription_date", "subscription_ip", "unsubscription_date", "unsubscription_ip", "optin_date", "source", "source_ref", "confirmation_code")
         SELECT l."id", $2, $3, $4, $5::timestamp, $6, $7::timestamp, $8, $9::timestamp, $10, $11, $12 FROM l
         ON CONFLICT ("list_id", lower("email")) DO NOTHING RETURNING "id", "email"),
       cf AS (INSERT INTO "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text", "value_num", "value_date")
              SELECT ins."id", u.f, u.t, u.n::numeric, u.d::timestamp FROM ins, unnest($13::bigint[], $14::text[], $15::text[], $16::text[]) AS u(f, t, n, d)),
       cnt AS (UPDATE "lists"."list_counter" SET "subscribers" = "subscribers" + 1 WHERE "list_id" = $1 AND "slot" = $17 AND EXISTS (SELECT 1 FROM ins)),
       act AS (INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters")
               SELECT $18, $1, ins."id", $19, NULL FROM ins WHERE $20::boolean),
       evt AS (${SUBSCRIBED_EVENT_SQL})
       SELECT EXISTS (SELECT 1 FROM l) AS "listOk", ins."id", ins."email", ${suppressedSql('ins', '$18::int')} AS "suppressed"
       FROM (SELECT 1) one LEFT JOIN (SELECT "id", "email", $1::bigint AS "list_id" FROM ins) ins ON TRUE`;
    const params = [
      listId,
      input.email,
      input.status,
      input.bounceType,
      input.subscriptionDate,
      input.subscriptionIp,
      input.unsubscriptionDate,
      input.unsubscriptionIp,
      input.optInDate,
      input.source,
      input.sourceRef,
      code,
      a.ids,
      a.texts,
      a.nums,
      a.dates,
      Math.floor(Math.random() * 16),
      userId,
      ActivityTypes.Subscription,
      subscribed,
      nowText(),
      emit,
      confirmation.send,
      confirmation.linkBaseUrl ?? null,
    ];
    if (!behaviors) return (await this.db.prepared<Row>(sql, params))[0] ?? { listOk: false };
    return this.db.tx(async (m) => {
      const row: Row = (await m.query(sql, params))[0] ?? { listOk: false };
      if (row.id) await applyCrossList(m, { userId, listId, emails: [row.email!], plan: behaviors, ip: input.subscriptionIp });
      return row;
    });
  }

  /** an existing address: 20 duplicate, 21 previously unsubscribed, or an update when the caller asked for one */
  private async duplicate(
    req: BusRequest,
    p: ParamReader,
    userId: number,
    listId: number,
    input: CreateInput,
    values: Map<number, string>,
    fields: Awaited<ReturnType<CustomFieldRepository['forList']>>,
    confirmation: Confirmation,
    behaviors?: CrossListPlan,
  ): Promise<Record<string, unknown>> {
    const existing = await this.subscribers.byEmail(listId, input.email);
    if (!existing) throw new CommandError(20, 'Duplicate EmailAddress');
    const unsubscribed = existing.status === 'Unsubscribed';
    const allowed = unsubscribed
      ? p.bool('UpdateIfUnsubscribed', false) || p.bool('UpdateIfDuplicate', false)
      : p.bool('UpdateIfDuplicate', false) || p.bool('UpdateIfExists', false);
    if (!allowed)
      throw unsubscribed && !p.bool('UpdateIfDuplicate', false)
        ? new CommandError(21, 'EmailAddress previously unsubscribed')
        : new CommandError(20, 'Duplicate EmailAddress');
    const explicitStatus = p.str('Status') ? input.status : unsubscribed ? 'Subscribed' : existing.status;
    const ip = input.subscriptionIp ?? req.meta?.ip ?? null;
    const optIn = behaviors && existing.status !== 'Subscribed' && explicitStatus === 'Subscribed';
    const pendingAgain = explicitStatus === 'Opt-In Pending' && existing.status !== 'Opt-In Pending';
    await this.db.tx(async (m) => {
      await this.updater.apply(
        {
          userId,
          listId,
          current: existing,
          status: explicitStatus,
          values,
          ip,
          emitEvents: true,
          extra: {
            bounceType: p.str('BounceType') ? input.bounceType : undefined,
            ...(pendingAgain ? { confirmationCode: newConfirmationCode(), sendConfirmation: confirmation.send, linkBaseUrl: confirmation.linkBaseUrl } : {}),
          },
        },
        m,
      );
      if (optIn) await applyCrossList(m, { userId, listId, emails: [existing.email], plan: behaviors, ip });
    });
    const row = await this.subscribers.byId(listId, Number(existing.id));
    return this.reply(
      { id: existing.id, email: row!.email },
      { ...input, status: row!.status, subscriptionDate: row!.subscription_date },
      fields,
      values,
      await this.subscribers.isSuppressed(userId, listId, input.email),
    );
  }

  private reply(
    created: { id: string; email: string },
    input: CreateInput,
    fields: { id: string }[],
    values: Map<number, string>,
    suppressed: boolean,
  ): Record<string, unknown> {
    const info: Record<string, unknown> = {
      SubscriberID: Number(created.id),
      EmailAddress: created.email,
      SubscriptionStatus: input.status,
      Status: input.status,
      SubscriptionDate: input.subscriptionDate ?? '',
      SubscriptionIP: input.subscriptionIp ?? '',
      OptInDate: input.optInDate ?? '',
      BounceType: input.bounceType,
    };
    for (const f of fields) info[`CustomField${f.id}`] = values.get(Number(f.id)) ?? '';
    return {
      SubscriberID: Number(created.id),
      SubscriberInformation: info,
      Suppressed: suppressed,
      SubscriberTags: [],
      SubscriberSegments: [],
      SubscriberJourneys: [],
      SubscriberWebsiteEvents: [],
    };
  }
}
