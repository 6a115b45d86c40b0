import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class AutoResendPayload {
  /** the original campaign */
  @IsInt() @Min(1) campaignId!: number;
  /** its run whose non-openers get the resend */
  @IsInt() @Min(1) run!: number;
}

/**
 * Creates and starts a campaign's auto-resend, AutoResendWaitDays after the original run finished (sent with
 * `startAfter`, in the transaction that finished the run). Idempotent: one resend per original run.
 */
export const SendAutoResend = defineJob({
  service: 'campaigns',
  name: 'auto-resend',
  payload: AutoResendPayload,
  policy: 'short',
  singletonKey: (p) => `${p.campaignId}:${p.run}`,
  retryLimit: 10,
  retryDelay: 60,
  expireInSeconds: 300,
});
