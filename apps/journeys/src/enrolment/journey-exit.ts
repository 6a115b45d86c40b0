import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { EnrolmentRepository } from '../engine/enrolment.repository';
import { JourneyEvents } from '../engine/journey-events';

/**
 * Takes a subscriber out of journeys (subscriber.journey.remove and .exit): their Active enrolments end as Exited
 * with JourneyEntrantsEnded, so no pending step (a Wait's end, a step not yet run, one claimed meanwhile) runs.
 * Ending an enrolment already ended changes nothing.
 */
@Injectable()
export class JourneyExit {
  constructor(
    private readonly db: ServiceDb,
    private readonly enrolments: EnrolmentRepository,
    private readonly events: JourneyEvents,
  ) {}

  async exit(userId: number, subscriberId: number, journeyIds: number[]): Promise<void> {
    await this.db.tx(async (m) => {
      const ended = await this.enrolments.endActive(m, userId, [String(subscriberId)], journeyIds);
      await this.events.ended(
        m,
        ended.map((row) => ({ row, actionId: row.action_id, reason: 'exited' as const })),
      );
    });
    this.events.kick();
  }
}
