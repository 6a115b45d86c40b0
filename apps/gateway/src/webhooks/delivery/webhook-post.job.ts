import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class GatewayWebhookPostPayload {
  @IsInt() @Min(1) webhookId!: number;
  @IsInt() @Min(1) eventId!: number;
  /** 1 for the first try; each failed try sends the next one, delayed (retry-schedule.ts) */
  @IsInt() @Min(1) attempt!: number;
}

/**
 * One POST of one event to one webhook URL. A receiver's failure is retried by a new job with a growing delay
 * (the next attempt); pg-boss's own retries only re-run an attempt whose outcome was never committed.
 */
export const WebhookPostJob = defineJob({
  service: 'gateway',
  name: 'webhook-post',
  payload: GatewayWebhookPostPayload,
  retryLimit: 3,
  retryDelay: 30,
  expireInSeconds: 120,
});
