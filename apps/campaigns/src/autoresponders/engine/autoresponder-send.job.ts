import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class AutoresponderSendPayload {
  /** the autoresponder_send row: one message of one autoresponder to one subscriber */
  @IsInt() @Min(1) sendId!: number;
}

/**
 * Sends one scheduled autoresponder message when it is due (sent with `startAfter` in the transaction that scheduled
 * it). Idempotent: the row is settled once, and the message goes through journey mail under the key
 * `autoresponder:<sendId>`, which sends once whatever the retries.
 */
export const SendAutoresponder = defineJob({
  service: 'campaigns',
  name: 'autoresponder-send',
  payload: AutoresponderSendPayload,
  policy: 'short',
  singletonKey: (p) => String(p.sendId),
  retryLimit: 10,
  retryDelay: 30,
  expireInSeconds: 120,
});
