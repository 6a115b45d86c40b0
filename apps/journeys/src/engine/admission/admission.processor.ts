import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { inBatches, Queries } from '@mail/contracts';
import { JobHandler } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { JourneyRepository } from '../../journeys/journey.repository';
import { Enroller } from '../enroller';
import { AdmitJob, type AdmitPayload } from './admit.job';
import { EntrantQueueRepository, type QueuedEntrant } from './entrant-queue.repository';
import { runCriteriaOf } from './run-criteria';

const log = logger('journeys.admission');
const BATCH = 500;
const PARALLEL = 16;

/**
 * Run_Criteria, the last filter before enrolment: the entrants held for a journey are checked against its criteria
 * (lists' SubscriberMatch, the Decision's rule compiler) outside any transaction, then in one transaction taken off
 * the queue and, those matching, enrolled. An entrant whose check failed transiently stays held (retried); one the
 * criteria reject, or no longer on the list, is dropped. A Disabled journey keeps its entrants held until enabled.
 */
@Injectable()
export class AdmissionProcessor {
  constructor(
    private readonly db: ServiceDb,
    @Inject(BUS) private readonly bus: Bus,
    private readonly journeys: JourneyRepository,
    private readonly queue: EntrantQueueRepository,
    private readonly enroller: Enroller,
  ) {}

  @JobHandler(AdmitJob, { concurrency: 2, pollingIntervalSeconds: 1 })
  async admit({ journeyId }: AdmitPayload): Promise<{ admitted: number; dropped: number }> {
    let admitted = 0;
    let dropped = 0;
    for (;;) {
      const journey = await this.journeys.findById(journeyId);
      if (journey?.status !== 'Enabled') break;
      const held = await this.queue.oldest(journeyId, BATCH);
      if (!held.length) break;
      const criteria = runCriteriaOf(journey.trigger_params);
      const verdicts = new Map<string, boolean | undefined>();
      for (const slice of inBatches(held, PARALLEL))
        await Promise.all(
          slice.map(async (e) => {
            if (!criteria) return verdicts.set(e.id, true);
            try {
              const reply = await this.bus.query(
                Queries.SubscriberMatch,
                { userId: journey.user_id, listId: e.listId, subscriberId: e.subscriberId, ...criteria },
                5000,
              );
              return verdicts.set(e.id, reply.found && reply.matches && !reply.invalidRules);
            } catch (error) {
              log.warn({ err: error, journeyId }, 'Run_Criteria could not be checked now; the entrant stays held');
              return verdicts.set(e.id, undefined);
            }
          }),
        );
      const decided = held.filter((e) => verdicts.get(e.id) !== undefined);
      if (!decided.length) throw new Error('Run_Criteria could not be checked; retried');
      const result = await this.db.tx(async (m) => {
        const taken = await this.queue.take(
          m,
          decided.map((e) => e.id),
        );
        const entrants = decided.filter((e: QueuedEntrant) => taken.has(e.id) && verdicts.get(e.id));
        const n = await this.enroller.enrol(journey, entrants, m, { admitted: true });
        return { n, rejected: decided.filter((e) => taken.has(e.id) && !verdicts.get(e.id)).length };
      });
      admitted += result.n;
      dropped += result.rejected;
      if (decided.length < held.length) throw new Error('some entrants could not be checked; retried');
    }
    return { admitted, dropped };
  }
}
