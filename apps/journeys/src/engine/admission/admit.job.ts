import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class AdmitPayload {
  @IsInt() @Min(1) journeyId!: number;
}

/**
 * Admits the entrants held for one journey with Run_Criteria (journeys.entrant_queue): sent in the transaction
 * that holds them; 'short' with a key per journey, so a burst of entrants costs one job.
 */
export const AdmitJob = defineJob({
  service: 'journeys',
  name: 'admit',
  payload: AdmitPayload,
  policy: 'short',
  singletonKey: (p: AdmitPayload) => `admit:${p.journeyId}`,
  retryLimit: 5,
  retryDelay: 2,
  expireInSeconds: 300,
});
