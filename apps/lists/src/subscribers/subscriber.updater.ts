import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ActivityTypes, Events } from '@mail/contracts';
import { nowText } from '@mail/values';
import { ServiceDb, ServiceOutbox } from '@mail/kit';

import { ActivityWriter } from '../activity/activity.writer';
import { CustomFieldValueRepository } from '../custom-fields/custom-field-value.repository';
import { SubscriberRepository } from './subscriber.repository';
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
    private readonly db: ServiceDb,
    private readonly activity: ActivityWriter,
    private readonly outbox: ServiceOutbox,
    private readonly fieldValues: CustomFieldValueRepository,
    private readonly subscribers: SubscriberRepository,
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
    await this.subscribers.update(
      c.current.id,
      c.listId,
      {
        email: c.email ?? null,
        status: to,
        bounceType: c.extra?.bounceType ?? null,
        becameSubscribed,
        becameUnsubscribed,
        at: now,
        ip: c.ip ?? null,
        unsubscriptionDate: c.extra?.unsubscriptionDate ?? null,
        confirmationCode: c.extra?.confirmationCode ?? null,
      },
      m,
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
    const values = c.values?.size ? { values: Object.fromEntries([...c.values].map(([id, value]) => [`CustomField${id}`, value])) } : {};
    if (changed.length && c.emitEvents)
      await this.outbox.add(m, Events.SubscriberUpdated, { ...base, status: to, changedFields: changed, ...values, occurredAt: now });
  }
}

/** CampaignID → campaignId for event payloads */
function lowerKeys(context?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!context) return undefined;
  return Object.fromEntries(Object.entries(context).map(([k, v]) => [k[0].toLowerCase() + k.slice(1).replace(/ID$/, 'Id'), v]));
}
