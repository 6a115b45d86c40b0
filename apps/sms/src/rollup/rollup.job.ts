import { defineJob } from '@mail/jobs';

export class RollupPayload {}

/** every minute (and soon after new events: EventStore kicks it) */
export const ROLLUP_CRON = '* * * * *';

/**
 * The SMS maintenance tick: recomputes the counters of every campaign with new events, then expires the detail
 * of campaigns past the retention window. 'short' with one key: at most one waiting, so kicks coalesce.
 */
export const RollupJob = defineJob({
  service: 'sms',
  name: 'rollup',
  payload: RollupPayload,
  policy: 'short',
  singletonKey: () => 'rollup',
  retryLimit: 1,
  retryDelay: 5,
  expireInSeconds: 600,
});
