import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Events, inBatches, type JourneyEntrantsEndedPayload, type JourneyEntrantsStartedPayload } from '@mail/contracts';
import { ServiceOutbox } from '@mail/kit';

import type { EnrolmentRow } from './enrolment.row';

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/**
 * Journey start and end through the outbox (lists records them as activity and SubscriberJourneys): one
 * JourneyEntrantsStarted / JourneyEntrantsEnded event per journey and up to EVENT_BATCH enrolments of a
 * batch, not one event per subscriber, so a bulk trigger of many subscribers costs lists a statement per batch.
 */
@Injectable()
export class JourneyEvents {
  constructor(private readonly outbox: ServiceOutbox) {}

  /** `rows`: enrolments of one journey that started together */
  async started(m: EntityManager, journeyName: string, rows: EnrolmentRow[]): Promise<void> {
    if (!rows.length) return;
    const occurredAt = now();
    const events: JourneyEntrantsStartedPayload[] = [];
    for (const group of byJourney(rows, (r) => r))
      for (const chunk of inBatches(group)) {
        const first = chunk[0];
        events.push({
          userId: first.user_id,
          journeyId: Number(first.journey_id),
          journeyName,
          ...(first.action_id ? { actionId: Number(first.action_id) } : {}),
          subscriberIds: chunk.map((r) => Number(r.subscriber_id)),
          listIds: chunk.map((r) => Number(r.list_id)),
          entryIds: chunk.map((r) => String(r.id)),
          occurredAt,
        });
      }
    await this.outbox.add(m, Events.JourneyEntrantsStarted, events);
  }

  async ended(m: EntityManager, rows: { row: EnrolmentRow; actionId: string | null; reason: 'completed' | 'exited' }[]): Promise<void> {
    if (!rows.length) return;
    const occurredAt = now();
    const events: JourneyEntrantsEndedPayload[] = [];
    for (const group of byJourney(rows, (e) => e.row))
      for (const chunk of inBatches(group))
        events.push({
          userId: chunk[0].row.user_id,
          journeyId: Number(chunk[0].row.journey_id),
          subscriberIds: chunk.map((e) => Number(e.row.subscriber_id)),
          listIds: chunk.map((e) => Number(e.row.list_id)),
          actionIds: chunk.map((e) => Number(e.actionId ?? 0)),
          reasons: chunk.map((e) => e.reason),
          entryIds: chunk.map((e) => String(e.row.id)),
          occurredAt,
        });
    await this.outbox.add(m, Events.JourneyEntrantsEnded, events);
  }

  kick(): void {
    this.outbox.kick();
  }
}

function byJourney<T>(items: T[], rowOf: (item: T) => EnrolmentRow): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = String(rowOf(item).journey_id);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}
