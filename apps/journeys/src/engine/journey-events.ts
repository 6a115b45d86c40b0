import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Events } from '@mail/contracts';
import { ServiceOutbox } from '@mail/kit';

import type { EnrolmentRow } from './enrolment.row';

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** JourneyStarted / JourneyEnded through the outbox (lists records them as activity and SubscriberJourneys). */
@Injectable()
export class JourneyEvents {
  constructor(private readonly outbox: ServiceOutbox) {}

  async started(m: EntityManager, journeyName: string, rows: EnrolmentRow[]): Promise<void> {
    if (!rows.length) return;
    const occurredAt = now();
    await this.outbox.add(
      m,
      Events.JourneyStarted,
      rows.map((r) => ({ ...ref(r, occurredAt), journeyName, entryId: r.id, ...(r.action_id ? { actionId: Number(r.action_id) } : {}) })),
    );
  }

  async ended(m: EntityManager, rows: { row: EnrolmentRow; actionId: string | null; reason: 'completed' | 'exited' }[]): Promise<void> {
    if (!rows.length) return;
    const occurredAt = now();
    await this.outbox.add(
      m,
      Events.JourneyEnded,
      rows.map(({ row, actionId, reason }) => ({ ...ref(row, occurredAt), reason, ...(actionId ? { actionId: Number(actionId) } : {}) })),
    );
  }

  kick(): void {
    this.outbox.kick();
  }
}

function ref(r: EnrolmentRow, occurredAt: string) {
  return { userId: r.user_id, listId: Number(r.list_id), subscriberId: Number(r.subscriber_id), journeyId: Number(r.journey_id), occurredAt };
}
