import { IsUUID } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class DeliverMessagePayload {
  @IsUUID() messageId!: string;
}

/** Hands one queued message to the mail port (retried with backoff: about 2 hours in all before it fails). */
export const DeliverMessageJob = defineJob({
  service: 'gateway',
  name: 'deliver-message',
  payload: DeliverMessagePayload,
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
});
