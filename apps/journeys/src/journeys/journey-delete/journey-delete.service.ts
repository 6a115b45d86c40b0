import { Injectable } from '@nestjs/common';

import type { JourneyDeleteReply } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { journeyIdOf } from '../../common/params';
import { EnrolmentRepository } from '../../engine/enrolment.repository';
import { JourneyEvents } from '../../engine/journey-events';
import { JourneyRepository } from '../journey.repository';
import { OwnedJourney } from '../owned-journey';

/** journey.delete (DELETE journey, POST journey.delete): its Active enrolments end as exited, then it is gone. */
@Injectable()
export class JourneyDeleteService {
  constructor(
    private readonly db: ServiceDb,
    private readonly owned: OwnedJourney,
    private readonly journeys: JourneyRepository,
    private readonly enrolments: EnrolmentRepository,
    private readonly events: JourneyEvents,
  ) {}

  async run(userId: number, journeyid: unknown): Promise<JourneyDeleteReply> {
    const journey = await this.owned.load(userId, journeyIdOf(journeyid));
    await this.remove(Number(journey.id));
    return { JourneyID: String(journey.id) };
  }

  /** one journey of journeys.delete: true when it was the user's and is gone */
  async deleteOwned(userId: number, journeyId: number): Promise<boolean> {
    if (!(await this.journeys.findOwned(userId, journeyId))) return false;
    await this.remove(journeyId);
    return true;
  }

  private async remove(id: number): Promise<void> {
    await this.db.tx(async (m) => {
      const ended = await this.enrolments.endJourney(m, id);
      await this.events.ended(
        m,
        ended.map((row) => ({ row, actionId: row.action_id, reason: 'exited' as const })),
      );
      await this.journeys.delete(id, m);
    });
    this.events.kick();
  }
}
