import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { GroupCommit } from '@mail/db';
import { ServiceDb } from '@mail/kit';

import { RollupKick } from '../rollup/rollup-kick';
import { type MessageRef, EventStoreRepository } from './event-store.repository';
import { messageFacts } from './message-facts';
import type { SmsEventInput } from './sms-event';
import type { StoredEvent } from './stored-event';

const log = logger('sms.events');

/**
 * The deduplicated SMS event store. Events are written before they are answered; concurrent events share one
 * transaction (GroupCommit). Each event id is stored once (event_key), whatever the partition; the new events
 * move their messages forward and mark their campaigns for the roll-up in the same transaction. An event
 * naming no message we sent is dropped (a provider's callback for another system's message).
 */
@Injectable()
export class EventStore {
  private readonly group = new GroupCommit<SmsEventInput>((events) => this.write(events), { maxBatch: 2000, maxInFlight: 4 });

  constructor(
    private readonly db: ServiceDb,
    private readonly repo: EventStoreRepository,
    private readonly rollup: RollupKick,
  ) {}

  record(events: SmsEventInput[]): Promise<void> {
    return Promise.all(events.map((e) => this.group.add(e))).then(() => undefined);
  }

  private async write(batch: SmsEventInput[]): Promise<unknown[] | void> {
    try {
      await this.commit(batch);
    } catch (error) {
      if (batch.length === 1) throw error;
      log.warn({ err: error, events: batch.length }, 'sms event batch failed; writing its events one by one');
      const results = await Promise.allSettled(batch.map((e) => this.commit([e])));
      return results.map((r) => (r.status === 'rejected' ? (r.reason ?? new Error('event not stored')) : undefined));
    }
  }

  private async commit(batch: SmsEventInput[]): Promise<void> {
    const stored = await this.withMessages(batch);
    if (!stored.length) return;
    // a key twice in one batch: the first is the one stored
    const byKey = new Map<string, StoredEvent>();
    for (const e of stored) if (!byKey.has(e.key)) byKey.set(e.key, e);
    const unique = [...byKey.values()];
    const added = await this.db.tx(async (m) => {
      const fresh = await this.repo.insertFresh(m, unique);
      const events = unique.filter((e) => fresh.has(e.key));
      await this.repo.applyToMessages(m, messageFacts(events));
      await this.repo.markDirty(m, [...new Set(events.map((e) => e.campaignId))]);
      return events.length;
    });
    if (added) this.rollup.kick();
  }

  /** each event's message: ours by QueueID, or the provider's id among the messages of the event's user */
  private async withMessages(batch: SmsEventInput[]): Promise<StoredEvent[]> {
    const ids = [...new Set(batch.flatMap((e) => (e.messageId ? [e.messageId] : [])))];
    const providerRefs = new Map(
      batch.flatMap((e) =>
        !e.messageId && e.providerMessageId && e.userId !== undefined
          ? [[`${e.userId}:${e.providerMessageId}`, { userId: e.userId, providerMessageId: e.providerMessageId }] as const]
          : [],
      ),
    );
    const [byId, byProvider] = await Promise.all([this.repo.messagesByIds(ids), this.repo.messagesByProviderIds([...providerRefs.values()])]);
    const ref = new Map<string, MessageRef>([
      ...byId.map((r) => [`q${r.id}`, r] as const),
      ...byProvider.map((r) => [`p${r.userId}:${r.providerMessageId}`, r] as const),
    ]);
    return batch.flatMap((e) => {
      const message = ref.get(e.messageId ? `q${e.messageId}` : `p${e.userId}:${e.providerMessageId}`);
      return message && (e.userId === undefined || e.userId === message.userId) ? [stored(e, message)] : [];
    });
  }
}

function stored(e: SmsEventInput, m: MessageRef): StoredEvent {
  return {
    eventTime: e.eventTime,
    eventId: e.eventId,
    key: `${m.userId}/${e.eventId}`,
    campaignId: m.campaignId,
    messageId: m.id,
    // queued and skipped carry no message identifier: the provider has not seen the message yet
    providerMessageId: e.event === 'queued' || e.event === 'skipped' ? null : (e.providerMessageId ?? m.providerMessageId),
    subscriberId: m.subscriberId,
    event: e.event,
    source: e.source,
    url: e.url ?? null,
    isBot: e.isBot ?? false,
    gatewayStatus: e.gatewayStatus ?? '',
    errorCode: e.errorCode ?? '',
    carrier: e.carrier ?? m.carrier,
    country: m.country,
    senderId: m.senderId,
    deviceType: e.deviceType ?? '',
    browser: e.browser ?? '',
    os: e.os ?? '',
    parts: e.parts ?? 0,
    cost: e.cost ?? null,
    currency: e.currency ?? '',
  };
}
