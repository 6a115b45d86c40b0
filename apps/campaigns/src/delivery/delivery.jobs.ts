import { IsInt, IsOptional, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class DispatchPayload {
  /** a campaign to look at now (startNow, resume); none: every due campaign */
  @IsOptional() @IsInt() @Min(1) campaignId?: number;
}

export class RunPayload {
  @IsInt() @Min(1) campaignId!: number;
  @IsInt() @Min(1) run!: number;
}

/**
 * Moves due campaigns to Sending and starts (or continues) their run; also the once-a-minute sweep that
 * records abandoned claims as unknown and finishes runs nobody is working on any more.
 */
export const DispatchCampaigns = defineJob({
  service: 'campaigns',
  name: 'dispatch',
  payload: DispatchPayload,
  retryLimit: 3,
  retryDelay: 5,
  expireInSeconds: 300,
});

/** Writes a run's audience snapshot (pages from lists) into the recipient queue; resumes after its last committed page. */
export const SnapshotAudience = defineJob({
  service: 'campaigns',
  name: 'snapshot-audience',
  payload: RunPayload,
  policy: 'stately',
  singletonKey: (p) => `${p.campaignId}:${p.run}`,
  retryLimit: 10,
  retryDelay: 10,
  expireInSeconds: 3600,
});

/**
 * One delivery worker of a run: claims batches until the queue is empty, the campaign stops sending, or its time
 * budget is used (then it sends its own continuation). Several run side by side, in any replica.
 */
export const DeliverRun = defineJob({
  service: 'campaigns',
  name: 'deliver',
  payload: RunPayload,
  retryLimit: 20,
  retryDelay: 5,
  retryBackoff: false,
  expireInSeconds: 180,
});

/** Marks the still-queued recipients of a cancelled run, in batches. */
export const CancelQueued = defineJob({ service: 'campaigns', name: 'cancel-queued', payload: RunPayload, retryLimit: 5, expireInSeconds: 900 });
