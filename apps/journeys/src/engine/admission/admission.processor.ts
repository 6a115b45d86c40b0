import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { inBatches, Queries } from '@mail/contracts';
import { JobHandler } from '@mail/jobs';
import { type Queryable, ServiceDb } from '@mail/kit';

import { JourneyRepository } from '../../journeys/journey.repository';
import { Enroller } from '../enroller';
import { AdmissionWake } from './admission-wake';
import { AdmitJob, type AdmitPayload } from './admit.job';
import { EntrantQueueRepository, type QueuedEntrant } from './entrant-queue.repository';
import { admissionRoom, rateLimitsOf, runCriteriaOf, windowStarts } from './run-criteria';

const log = logger('journeys.admission');
const BATCH = 500;
const PARALLEL = 16;

/**
 * Admission of the entrants held for a journey with Run_Criteria or a rate limit. Rate limits: at most
 * RateLimitHourly enrolments start per UTC hour and RateLimitDaily per UTC day (counting every enrolment of the
 * journey started in the window); the entrants over it stay held, oldest first, and the job sends itself for the
 * next window's start. Run_Criteria, the last filter before enrolment: the entrants held for a journey are checked against its criteria
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
    private readonly wake: AdmissionWake,
  ) {}

  @JobHandler(AdmitJob, { concurrency: 2, pollingIntervalSeconds: 1 })
  async admit({ journeyId }: AdmitPayload): Promise<{ admitted: number; dropped: number }> {
    let admitted = 0;
    let dropped = 0;
    for (;;) {
      const journey = await this.journeys.findById(journeyId);
      if (journey?.status !== 'Enabled') break;
      const limits = rateLimitsOf(journey.trigger_params);
      const room = limits ? await this.room(journeyId, limits, this.db) : { room: BATCH };
      if (!room.room) {
        // the window is full: the rest wait for the next one (held, never dropped)
        if (await this.queue.oldest(journeyId, 1).then((x) => x.length)) await this.wake.at(journeyId, room.resumeAt!);
        break;
      }
      const held = await this.queue.oldest(journeyId, Math.min(BATCH, room.room));
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
        await this.queue.lock(m, journeyId);
        // counted again under the lock: another run may have filled the window meanwhile
        const space = limits ? (await this.room(journeyId, limits, m)).room : Number.MAX_SAFE_INTEGER;
        const matching = decided.filter((e) => verdicts.get(e.id)).slice(0, space);
        const rejected = decided.filter((e) => verdicts.get(e.id) === false);
        const taken = await this.queue.take(
          m,
          [...matching, ...rejected].map((e) => e.id),
        );
        const entrants = matching.filter((e: QueuedEntrant) => taken.has(e.id));
        const n = await this.enroller.enrol(journey, entrants, m, { admitted: true });
        return { n, rejected: rejected.filter((e) => taken.has(e.id)).length };
      });
      admitted += result.n;
      dropped += result.rejected;
      if (decided.length < held.length) throw new Error('some entrants could not be checked; retried');
    }
    return { admitted, dropped };
  }

  private async room(journeyId: number, limits: { hourly?: number; daily?: number }, q: Queryable): Promise<{ room: number; resumeAt?: Date }> {
    const now = new Date();
    const starts = windowStarts(now);
    return admissionRoom(limits, await this.queue.startedSince(q, journeyId, starts.hour, starts.day), now);
  }
}
