import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class AdmitPayload {
  @IsInt() @Min(1) journeyId!: number;
}

/**
 * Admits the entrants held for one journey with Run_Criteria (journeys.entrant_queue): sent in the transaction
 * that holds them; 'short' with a key per journey and due second (AdmissionWake), so a burst of entrants costs one
 * job while a full window's delayed job keeps its own.
 */
export const AdmitJob = defineJob({
  service: 'journeys',
  name: 'admit',
  payload: AdmitPayload,
  policy: 'short',
  retryLimit: 5,
  retryDelay: 2,
  expireInSeconds: 300,
});
