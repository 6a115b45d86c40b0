import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class AdvancePayload {
  @IsInt() @Min(1) journeyId!: number;
}

/**
 * Runs the due steps of one journey's enrolments, batch by batch. Sent when subscribers enrol, when a wait is
 * due (startAfter) and when a journey is enabled; 'short' with a key per journey and due second, so wake-ups
 * for the same moment coalesce while a later wait keeps its own delayed job.
 */
export const AdvanceJob = defineJob({
  service: 'journeys',
  name: 'advance',
  payload: AdvancePayload,
  policy: 'short',
  retryLimit: 5,
  retryDelay: 2,
  expireInSeconds: 300,
});

export class SweepPayload {}

/** Every minute: wakes every journey with due enrolments (a wake-up lost to a crash costs at most a minute). */
export const SweepJob = defineJob({
  service: 'journeys',
  name: 'sweep',
  payload: SweepPayload,
  policy: 'short',
  singletonKey: () => 'sweep',
  retryLimit: 1,
  expireInSeconds: 120,
});
export const SWEEP_CRON = '* * * * *';
