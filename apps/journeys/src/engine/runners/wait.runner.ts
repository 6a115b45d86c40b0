import { Injectable } from '@nestjs/common';

import { type ActionRunner, NEXT, type StepBatch, type StepOutcome } from './step';
import { WaitTimeZones } from './wait-time-zones';
import { waitUntil } from './wait-until';

/**
 * Wait: the first run snoozes the enrolment until the wait ends (phase 1); the run at that time moves on. A time
 * window (TimeConstraintEnabled) is read in the subscriber's zone, else the user's (WaitTimeZones); the end is
 * computed once per zone and batch.
 */
@Injectable()
export class WaitRunner implements ActionRunner {
  readonly types = ['Wait'] as const;

  constructor(private readonly timeZones: WaitTimeZones) {}

  async run({ journey, action, enrolments }: StepBatch): Promise<StepOutcome[]> {
    const now = new Date();
    const starting = enrolments.filter((e) => e.phase !== 1);
    const zones = action.params.TimeConstraintEnabled === true && starting.length ? await this.timeZones.forBatch(journey.user_id, starting) : new Map();
    const ends = new Map<string | undefined, Date>();
    const end = (tz: string | undefined) => {
      if (!ends.has(tz)) ends.set(tz, waitUntil(action.params, now, tz));
      return ends.get(tz)!;
    };
    return enrolments.map((e) => (e.phase === 1 ? NEXT : { kind: 'wait' as const, until: end(zones.get(e.id)) }));
  }
}
