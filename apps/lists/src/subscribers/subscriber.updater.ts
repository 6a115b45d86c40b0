import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ActivityTypes, Events } from '@mail/contracts';
import { nowText } from '@mail/values';

import { ActivityWriter } from '../activity/activity.writer';
import { ListsDb } from '../common/db';
import { ListsOutbox } from '../common/outbox.provider';
import { CustomFieldValueRepository } from '../custom-fields/custom-field-value.repository';
import type { SubscriberRow } from './subscriber.row';

export interface SubscriberChange {
  userId: number;
  listId: number;
  current: SubscriberRow;
  status?: string;
  email?: string;
  values?: Map<number, string>;
  ip?: string | null;
  emitEvents: boolean;
  extra?: {
    bounceType?: string;
    unsubscriptionDate?: string;
    confirmationCode?: string | null;
    /** base URL for the opt-in confirmation links (carried by the subscribed event) */
    linkBaseUrl?: string;
    /** false: the event does not carry the confirmation code, so no confirmation email goes out */
    sendConfirmation?: boolean;
    source?: string;
    /** merged into the activity row's Parameters and the event payload (CampaignID, Channel, ...) */
    context?: Record<string, unknown>;
  };
}

/**
 * One place that changes an existing subscriber: address, status, bounce type and field values, with the
 * subscription/unsubscription activity row and domain event written in the same transaction.
 */
@Injectable()
export class SubscriberUpdater {
  constructor(
    private readonly db: ListsDb,
    private readonly activity: ActivityWriter,
    private readonly outbox: ListsOutbox,
    private readonly fieldValues: CustomFieldValueRepository,
  ) {}

  async apply(change: SubscriberChange, manager?: EntityManager): Promise<void> {
    const work = (m: EntityManager) => this.applyIn(m, change);
    if (manager) await work(manager);
    else await this.db.tx(work);
    this.outbox.kick();
  }

  private async applyIn(m: EntityManager, c: SubscriberChange): Promise<void> {
    const from = c.current.status;
    const to = c.status ?? from;
    const now = nowText();
    const becameSubscribed = to !== from && (to === 'Subscribed' || to === 'Opt-In Pending');
    const becameUnsubscribed = to !== from && to === 'Unsubscribed';
    await m.query(
      `UPDATE "lists"."subscriber" SET
         "email" = coalesce($3, "email"),
         "status" = $4,
         "bounce_type" = coalesce($5, "bounce_type"),
         "subscription_date" = CASE WHEN $6::boolean THEN $8::timestamp ELSE "subscription_date" END,
         "subscription_ip" = CASE WHEN $6::boolean THEN coalesce($9, "subscription_ip") ELSE "subscription_ip" END,
         "optin_date" = CASE WHEN $4 = 'Subscribed' AND $6::boolean THEN $8::timestamp ELSE "optin_date" END,
         "unsubscription_date" = CASE WHEN $7::boolean THEN coalesce($10::timestamp, $8::timestamp) ELSE "unsubscription_date" END,
         "unsubscription_ip" = CASE WHEN $7::boolean THEN coalesce($9, "unsubscription_ip") ELSE "unsubscription_ip" END,
         "confirmation_code" = CASE WHEN $11::text IS NOT NULL THEN $11 WHEN $4 = 'Opt-In Pending' THEN "confirmation_code" ELSE NULL END,
         "updated_at" = now() at time zone 'utc'
       WHERE "id" = $1 AND "list_id" = $2`,
      [
        c.current.id,
        c.listId,
        c.email ?? null,
        to,
        c.extra?.bounceType ?? null,
        becameSubscribed,
        becameUnsubscribed,
        now,
        c.ip ?? null,
        c.extra?.unsubscriptionDate ?? null,
        c.extra?.confirmationCode ?? null,
      ],
    );
    if (c.values?.size) await this.fieldValues.write(Number(c.current.id), c.values, m);
    const email = c.email ?? c.current.email;
    const base = { userId: c.userId, listId: c.listId, subscriberId: Number(c.current.id), emailAddress: email };
    const context = c.extra?.context;
    if (becameSubscribed && to === 'Subscribed') {
      await this.activity.record(m, ActivityTypes.Subscription, [{ ...base, parameters: context, event: { status: to, source: c.extra?.source ?? 'API' } }], {
        emitEvents: c.emitEvents,
      });
    } else if (becameSubscribed && c.emitEvents) {
      await this.outbox.add(m, Events.SubscriberSubscribed, {
        ...base,
        status: to,
        source: c.extra?.source ?? 'API',
        confirmationCode: c.extra?.sendConfirmation === false ? undefined : (c.extra?.confirmationCode ?? undefined),
        linkBaseUrl: c.extra?.linkBaseUrl,
        occurredAt: now,
      });
    }
    if (becameUnsubscribed) {
      await this.activity.record(m, ActivityTypes.Unsubscription, [{ ...base, parameters: context, event: { status: to, ...(lowerKeys(context) ?? {}) } }], {
        emitEvents: c.emitEvents,
      });
    }
    const changed = [
      ...(c.email && c.email !== c.current.email ? ['EmailAddress'] : []),
      ...[...(c.values?.keys() ?? [])].map((id) => `CustomField${id}`),
      ...(c.extra?.bounceType ? ['BounceType'] : []),
    ];
    if (changed.length && c.emitEvents) await this.outbox.add(m, Events.SubscriberUpdated, { ...base, status: to, changedFields: changed, occurredAt: now });
  }
}

/** CampaignID → campaignId for event payloads */
function lowerKeys(context?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!context) return undefined;
  return Object.fromEntries(Object.entries(context).map(([k, v]) => [k[0].toLowerCase() + k.slice(1).replace(/ID$/, 'Id'), v]));
}
