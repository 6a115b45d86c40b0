import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class SplitTestPayload {
  @IsInt() @Min(1) campaignId!: number;
  @IsInt() @Min(1) run!: number;
}

/** Picks a split test's winner once its TestDuration is over and sends it to the held recipients. */
export const DecideSplitTest = defineJob({
  service: 'campaigns',
  name: 'split-test-decide',
  payload: SplitTestPayload,
  policy: 'singleton',
  singletonKey: (p) => `${p.campaignId}:${p.run}`,
  retryLimit: 5,
  retryDelay: 30,
  expireInSeconds: 300,
});
