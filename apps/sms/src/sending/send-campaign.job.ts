import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class SendCampaignPayload {
  @IsInt() @Min(1) campaignId!: number;
}

/** Sends one SMS campaign to its audience; one run per campaign at a time. */
export const SendCampaignJob = defineJob({
  service: 'sms',
  name: 'send-campaign',
  payload: SendCampaignPayload,
  policy: 'singleton',
  singletonKey: (p) => String(p.campaignId),
  retryLimit: 3,
  expireInSeconds: 3600,
});
