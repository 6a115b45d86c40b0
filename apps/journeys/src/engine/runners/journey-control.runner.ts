import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { JourneyRepository } from '../../journeys/journey.repository';
import { EnrolmentRepository } from '../enrolment.repository';
import { Enroller } from '../enroller';
import { JourneyEvents } from '../journey-events';
import { type ActionRunner, NEXT, type StepBatch, type StepOutcome } from './step';

/**
 * The actions that move subscribers between the user's journeys: ExitJourney (TargetJourneyID, one or many),
 * ExitThisJourney, ExitAllOtherJourneys, ExitAllJourneys, StartJourney (an Enabled journey of the same user; a
 * subscriber already in it stays where it is). Ending an ended enrolment changes nothing, so a retried step is harmless.
 */
@Injectable()
export class JourneyControlRunner implements ActionRunner {
  readonly types = ['ExitJourney', 'ExitThisJourney', 'ExitAllOtherJourneys', 'ExitAllJourneys', 'StartJourney', 'Debug'] as const;

  constructor(
    private readonly db: ServiceDb,
    private readonly journeys: JourneyRepository,
    private readonly enrolments: EnrolmentRepository,
    private readonly enroller: Enroller,
    private readonly events: JourneyEvents,
  ) {}

  async run({ journey, action, enrolments }: StepBatch): Promise<StepOutcome[]> {
    const subscribers = enrolments.map((e) => e.subscriber_id);
    const own = enrolments.map((e) => e.id);
    const same = (o: StepOutcome) => enrolments.map(() => o);
    switch (action.type) {
      case 'ExitThisJourney':
        return same({ kind: 'exit' });
      case 'ExitJourney': {
        const targets = ([] as unknown[]).concat(action.params.TargetJourneyID).map(Number);
        await this.exit(journey.user_id, subscribers, targets, own);
        return same(targets.includes(Number(journey.id)) ? { kind: 'exit' } : NEXT);
      }
      case 'ExitAllOtherJourneys':
        await this.exit(journey.user_id, subscribers, null, own);
        return same(NEXT);
      case 'ExitAllJourneys':
        await this.exit(journey.user_id, subscribers, null, own);
        return same({ kind: 'exit' });
      case 'StartJourney': {
        const target = await this.journeys.findOwned(journey.user_id, Number(action.params.TargetJourneyID));
        if (target)
          await this.enroller.enrol(
            target,
            enrolments.map((e) => ({ subscriberId: Number(e.subscriber_id), listId: Number(e.list_id), email: e.email })),
          );
        return same(NEXT);
      }
      default:
        return same(NEXT);
    }
  }

  private async exit(userId: number, subscribers: string[], journeyIds: number[] | null, keep: string[]): Promise<void> {
    await this.db.tx(async (m) => {
      const ended = await this.enrolments.endActive(m, userId, subscribers, journeyIds, keep);
      await this.events.ended(
        m,
        ended.map((row) => ({ row, actionId: row.action_id, reason: 'exited' as const })),
      );
    });
    this.events.kick();
  }
}
