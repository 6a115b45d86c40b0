import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ServiceDb } from '@mail/kit';

import { ActionRepository } from '../actions/action.repository';
import type { JourneyRow } from '../journeys/journey.row';
import { ActionGraph } from './action-graph';
import { AdmissionWake } from './admission/admission-wake';
import { EntrantQueueRepository } from './admission/entrant-queue.repository';
import { admitsThroughQueue } from './admission/run-criteria';
import { EngineWake } from './engine-wake';
import { EnrolmentRepository } from './enrolment.repository';
import type { Entrant } from './enrolment.row';
import { JourneyEvents } from './journey-events';

/**
 * Enrols subscribers into an Enabled journey: one Active enrolment per subscriber (a subscriber already in it is
 * skipped; one who finished may enter again), JourneyStarted for each, the journey's advance job woken — all in
 * the caller's transaction (a trigger event's inbox transaction) or in one of its own.
 */
@Injectable()
export class Enroller {
  constructor(
    private readonly db: ServiceDb,
    private readonly actions: ActionRepository,
    private readonly enrolments: EnrolmentRepository,
    private readonly events: JourneyEvents,
    private readonly wake: EngineWake,
    private readonly queue: EntrantQueueRepository,
    private readonly admission: AdmissionWake,
  ) {}

  /**
   * the number of subscribers enrolled. A journey with Run_Criteria or a rate limit holds them instead (journeys.entrant_queue,
   * its admission job queued in the same transaction) and answers 0; the admission job enrols those matching
   * (`admitted`).
   */
  async enrol(journey: JourneyRow, entrants: Entrant[], m?: EntityManager, opts: { admitted?: boolean } = {}): Promise<number> {
    if (journey.status !== 'Enabled' || !entrants.length) return 0;
    if (!m) return this.db.tx((tx) => this.enrol(journey, entrants, tx, opts)).finally(() => this.events.kick());
    if (!opts.admitted && admitsThroughQueue(journey.trigger_params)) {
      await this.queue.hold(m, Number(journey.id), entrants);
      await this.admission.now(Number(journey.id), m);
      return 0;
    }
    const first = new ActionGraph(await this.actions.forJourney(Number(journey.id), m)).first();
    const rows = await this.enrolments.enrol(m, journey.user_id, Number(journey.id), first, entrants);
    if (!rows.length) return 0;
    if (first) {
      await this.actions.count(m, new Map([[first, rows.length]]), new Map());
      await this.enrolments.recordReach(
        m,
        rows.map((row) => ({ actionId: first, row })),
      );
    }
    await this.events.started(m, journey.name, rows);
    await this.wake.now(Number(journey.id), m);
    return rows.length;
  }
}
