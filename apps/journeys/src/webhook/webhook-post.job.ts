import { IsInt, IsObject, IsOptional, IsString, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

import type { SubscriberFields } from './subscriber-fields.client';

export class WebhookPostPayload {
  @IsInt() @Min(1) actionId!: number;
  /** the journey's owner, for the subscriber's custom-field merge tags (absent from calls queued before it was added) */
  @IsOptional() @IsInt() @Min(1) userId?: number;
  @IsInt() @Min(1) journeyId!: number;
  @IsString() journeyName!: string;
  @IsInt() @Min(1) enrolmentId!: number;
  @IsInt() @Min(0) stepNo!: number;
  @IsInt() @Min(1) subscriberId!: number;
  @IsInt() @Min(1) listId!: number;
  @IsString() email!: string;
  /**
   * the values the action's custom-field merge tags name, asked of lists once for the step's whole batch (absent when
   * it names none, and from calls queued before: those ask lists themselves)
   */
  @IsOptional() @IsObject() subscriber?: SubscriberFields;
}

/** One Webhook action call; retried with backoff up to the action's MaxRetries (at most 10). */
export const WebhookPostJob = defineJob({
  service: 'journeys',
  name: 'webhook-post',
  payload: WebhookPostPayload,
  retryLimit: 10,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 60,
});
