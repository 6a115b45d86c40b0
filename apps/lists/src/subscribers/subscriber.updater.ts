import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ActivityTypes, Events, type SubscriberUpdatedPayload } from '@mail/contracts';
import { nowText } from '@mail/values';
import { ServiceDb, ServiceOutbox } from '@mail/kit';

import { ActivityWriter } from '../activity/activity.writer';
import { CustomFieldValueRepository } from '../custom-fields/custom-field-value.repository';
import { SubscriberRepository, type SubscriberUpdate } from './subscriber.repository';
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
    const update = this.rowUpdate(change);
    if (manager) await this.applyIn(manager, change, update);
    else if (update.becameSubscribed || update.becameUnsubscribed) await this.db.tx((m) => this.applyIn(m, change, update));
    else await this.applyAlone(change, update);
    this.outbox.kick();
  }

  private rowUpdate(c: SubscriberChange): SubscriberUpdate {
    const from = c.current.status;
    const to = c.status ?? from;
    return {
      email: c.email ?? null,
      status: to,
      bounceType: c.extra?.bounceType ?? null,
      becameSubscribed: to !== from && (to === 'Subscribed' || to === 'Opt-In Pending'),
      becameUnsubscribed: to !== from && to === 'Unsubscribed',
      at: nowText(),
      ip: c.ip ?? null,
      unsubscriptionDate: c.extra?.unsubscriptionDate ?? null,
      confirmationCode: c.extra?.confirmationCode ?? null,
    };
  }

  /** no activity row to write (the status stays on the same side): the row, its values and its event in one statement, no transaction */
  private async applyAlone(c: SubscriberChange, u: SubscriberUpdate): Promise<void> {
    const updated = this.updatedEvent(c, u);
    await this.subscribers.updateWithValues(
      c.current.id,
      c.listId,
      u,
      c.values ?? new Map(),
      updated && ((first) => this.outbox.insertStatement(Events.SubscriberUpdated, [updated], first)),
    );
  }

  private async applyIn(m: EntityManager, c: SubscriberChange, u: SubscriberUpdate): Promise<void> {
    const { status: to, becameSubscribed, becameUnsubscribed, at: now } = u;
    await this.subscribers.update(c.current.id, c.listId, u, m);
    if (c.values?.size) await this.fieldValues.write(Number(c.current.id), c.values, m);
    const base = this.eventBase(c);
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
    const updated = this.updatedEvent(c, u);
    if (updated) await this.outbox.add(m, Events.SubscriberUpdated, updated);
  }

  private eventBase(c: SubscriberChange): { userId: number; listId: number; subscriberId: number; emailAddress: string } {
    return { userId: c.userId, listId: c.listId, subscriberId: Number(c.current.id), emailAddress: c.email ?? c.current.email };
  }

  /** the SubscriberUpdated event of a change of the address, field values or bounce type (none when events are off) */
  private updatedEvent(c: SubscriberChange, u: SubscriberUpdate): SubscriberUpdatedPayload | undefined {
    const changed = [
      ...(c.email && c.email !== c.current.email ? ['EmailAddress'] : []),
      ...[...(c.values?.keys() ?? [])].map((id) => `CustomField${id}`),
      ...(c.extra?.bounceType ? ['BounceType'] : []),
    ];
    if (!changed.length || !c.emitEvents) return undefined;
    const values = c.values?.size ? { values: Object.fromEntries([...c.values].map(([id, value]) => [`CustomField${id}`, value])) } : {};
    return { ...this.eventBase(c), status: u.status, changedFields: changed, ...values, occurredAt: u.at };
  }
}

/** CampaignID → campaignId for event payloads */
function lowerKeys(context?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!context) return undefined;
  return Object.fromEntries(Object.entries(context).map(([k, v]) => [k[0].toLowerCase() + k.slice(1).replace(/ID$/, 'Id'), v]));
}
