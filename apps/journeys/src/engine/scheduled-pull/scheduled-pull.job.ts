import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class PullTickPayload {}

/** Every minute: sends the pull of each Enabled ScheduledPull journey whose time has come, and sets its next one. */
export const PullTickJob = defineJob({
  service: 'journeys',
  name: 'scheduled-pull-tick',
  payload: PullTickPayload,
  policy: 'short',
  singletonKey: () => 'scheduled-pull-tick',
  retryLimit: 1,
  expireInSeconds: 120,
});
export const PULL_TICK_CRON = '* * * * *';

export class ScheduledPullPayload {
  @IsInt() @Min(1) journeyId!: number;
}

/** Enrols the members of a ScheduledPull journey's list or segment (those already in it are skipped). */
export const ScheduledPullJob = defineJob({
  service: 'journeys',
  name: 'scheduled-pull',
  payload: ScheduledPullPayload,
  policy: 'short',
  singletonKey: (p: ScheduledPullPayload) => `pull:${p.journeyId}`,
  retryLimit: 3,
  retryDelay: 30,
  expireInSeconds: 1800,
});
