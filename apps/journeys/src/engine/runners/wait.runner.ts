import { Injectable } from '@nestjs/common';

import { type ActionRunner, NEXT, type StepBatch, type StepOutcome } from './step';
import { waitUntil } from './wait-until';

/** Wait: the first run snoozes the enrolment until the wait ends (phase 1); the run at that time moves on. */
@Injectable()
export class WaitRunner implements ActionRunner {
  readonly types = ['Wait'] as const;

  run({ action, enrolments }: StepBatch): Promise<StepOutcome[]> {
    const now = new Date();
    return Promise.resolve(enrolments.map((e) => (e.phase === 1 ? NEXT : { kind: 'wait' as const, until: waitUntil(action.params, now) })));
  }
}
