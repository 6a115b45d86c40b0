import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';

import { type ActionRunner, NEXT, type StepBatch, type StepOutcome } from './step';

const log = logger('journeys.unavailable');

/**
 * Actions whose owning service has no internal entry for journeys yet (SendSMS: sms): the enrolment moves on and the
 * skip is logged (docs/services/journeys.md).
 */
@Injectable()
export class UnavailableRunner implements ActionRunner {
  readonly types = ['SendSMS'] as const;

  run({ action, enrolments }: StepBatch): Promise<StepOutcome[]> {
    log.warn({ actionId: action.id, type: action.type, enrolments: enrolments.length }, 'journey action not available yet: skipped');
    return Promise.resolve(enrolments.map(() => NEXT));
  }
}
