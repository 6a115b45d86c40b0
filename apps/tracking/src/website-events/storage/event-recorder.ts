import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Events, type WebsiteEventTrackedPayload, type ConversionTrackedPayload } from '@mail/contracts';
import { logger } from '@mail/config';
import { GroupCommit } from '@mail/db';
import { ServiceDb, ServiceOutbox } from '@mail/kit';

import { KnownProperties } from './known-properties';
import type { WebsiteEvent } from './website-event';
import { WebsiteEventRepository } from './website-event.repository';

const log = logger('tracking.events');
/** a list's LastEventTrackedAt is written at most this often per process (one row many batches would queue on) */
const TOUCH_EVERY_MS = 1000;

/** identified events go to lists and journeys; conversions (identified or not) to revenue and attribution */
const hasOutboxEvent = (e: WebsiteEvent) => e.subscriberId !== null || e.conversion !== undefined;

/**
 * Makes accepted events durable before they are answered: concurrent events are written together (GroupCommit),
 * with their property names, in one statement; a batch with outbox events (an identified event, a conversion)
 * adds them in the same transaction. When a batch fails, each of its events
 * is written alone, so one bad event never takes the others down with it.
 */
@Injectable()
export class EventRecorder {
  private readonly group = new GroupCommit<WebsiteEvent>((events) => this.write(events), { maxBatch: 500, maxInFlight: 2 });
  private readonly touched = new Map<number, number>();

  constructor(
    private readonly db: ServiceDb,
    private readonly events: WebsiteEventRepository,
    private readonly outbox: ServiceOutbox,
    private readonly known: KnownProperties,
  ) {}

  record(event: WebsiteEvent): Promise<void> {
    return this.group.add(event);
  }

  /** each event's failure (undefined: stored), or a rejection when a lone event fails */
  private async write(batch: WebsiteEvent[]): Promise<unknown[] | void> {
    try {
      await this.commit(batch);
    } catch (error) {
      if (batch.length === 1) throw error;
      log.warn({ err: error, events: batch.length }, 'event batch failed; writing its events one by one');
      const results = await Promise.allSettled(batch.map((e) => this.commit([e])));
      return results.map((r) => (r.status === 'rejected' ? (r.reason ?? new Error('event not stored')) : undefined));
    }
  }

  private async commit(events: WebsiteEvent[]): Promise<void> {
    const batch = { events, properties: this.known.unknownIn(events), touch: { lists: this.listsToTouch(events), at: new Date() } };
    let published = false;
    if (events.some(hasOutboxEvent))
      await this.db.tx(async (m) => {
        const stored = await this.events.write(batch, m);
        published = await this.addOutboxEvents(
          m,
          events.filter((e) => stored.has(e.eventId)),
        );
      });
    else await this.events.write(batch);
    this.known.remember(batch.properties);
    if (published) this.outbox.kick();
  }

  private listsToTouch(batch: WebsiteEvent[]): number[] {
    const now = Date.now();
    const due = [...new Set(batch.map((e) => e.listId))].filter((id) => (this.touched.get(id) ?? 0) < now - TOUCH_EVERY_MS).sort((a, b) => a - b);
    for (const id of due) this.touched.set(id, now);
    if (this.touched.size > 100_000) this.touched.clear();
    return due;
  }

  private async addOutboxEvents(m: EntityManager, stored: WebsiteEvent[]): Promise<boolean> {
    const tracked: WebsiteEventTrackedPayload[] = stored
      .filter((e) => e.subscriberId !== null)
      .map((e) => ({
        userId: e.userId,
        listId: e.listId,
        subscriberId: e.subscriberId!,
        ...(e.email ? { emailAddress: e.email } : {}),
        websiteTrackerUuid: e.trackerUuid,
        event: e.event,
        parameters: e.properties,
        occurredAt: e.occurredAt.toISOString(),
      }));
    const conversions: ConversionTrackedPayload[] = stored.flatMap((e) =>
      e.conversion
        ? [
            {
              userId: e.userId,
              listId: e.listId,
              ...(e.subscriberId !== null ? { subscriberId: e.subscriberId } : {}),
              ...(e.email ? { emailAddress: e.email } : {}),
              trackerUuid: e.trackerUuid,
              conversionId: e.conversion.id,
              conversionName: e.conversion.name,
              value: e.conversion.value,
              occurredAt: e.occurredAt.toISOString(),
            },
          ]
        : [],
    );
    if (tracked.length) await this.outbox.add(m, Events.WebsiteEventTracked, tracked);
    if (conversions.length) await this.outbox.add(m, Events.ConversionTracked, conversions);
    return tracked.length + conversions.length > 0;
  }
}
