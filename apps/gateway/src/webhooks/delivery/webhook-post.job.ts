import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class GatewayWebhookPostPayload {
  @IsInt() @Min(1) webhookId!: number;
  @IsInt() @Min(1) eventId!: number;
  /** 1 for the first try */
  @IsInt() @Min(1) attempt!: number;
}

/**
 * One POST of one event to one webhook URL, as the release before queued it (a job per post). Its leftover jobs are
 * moved into the table queue (legacy-webhook-post.processor.ts); nothing sends it any more. Kept for one release.
 */
export const WebhookPostJob = defineJob({
  service: 'gateway',
  name: 'webhook-post',
  payload: GatewayWebhookPostPayload,
  retryLimit: 3,
  retryDelay: 30,
  expireInSeconds: 120,
});
