import { Injectable } from '@nestjs/common';

import { JobQueue } from '@mail/jobs';

import { SmsMessageRepository } from './sms-message.repository';
import { CLAIM_LEASE_SECONDS } from './sms-message-sender';
import { SendCampaignJob } from './send-campaign.job';

/**
 * A run that failed mid-message (its retries spent before the claim's lease ran out) leaves a claim and its
 * campaign Sending: the maintenance tick starts a run for each such campaign, which recovers the claim.
 */
@Injectable()
export class AbandonedClaims {
  constructor(
    private readonly messages: SmsMessageRepository,
    private readonly jobs: JobQueue,
  ) {}

  async restartRuns(): Promise<number> {
    const campaigns = await this.messages.campaignsWithAbandonedClaims(CLAIM_LEASE_SECONDS);
    for (const campaignId of campaigns) await this.jobs.send(SendCampaignJob, { campaignId });
    return campaigns.length;
  }
}
