import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class WebhookPostPayload {
  @IsInt() @Min(1) webhookId!: number;
  @IsInt() @Min(1) eventId!: number;
  /** 1 for the first try; each failed try sends the next one, delayed (retry-schedule.ts) */
  @IsInt() @Min(1) attempt!: number;
}

/** One POST of one event to one webhook URL. Retries are new jobs with a growing delay, not pg-boss retries. */
export const WebhookPostJob = defineJob({ service: 'gateway', name: 'webhook-post', payload: WebhookPostPayload, retryLimit: 0, expireInSeconds: 120 });
