import { Injectable } from '@nestjs/common';

import type { SmsCampaignResumeReply, SmsCampaignResumeRequest } from '@mail/contracts';
import { JobQueue } from '@mail/jobs';
import type { Caller } from '@mail/kit';

import { invalid } from '../../common/params';
import { SendCampaignJob } from '../../sending/send-campaign.job';
import { OwnedCampaign } from '../owned-campaign';
import { SmsCampaignRepository } from '../sms-campaign.repository';

/** smscampaign.resume: a Paused campaign sends again (Scheduled while its SendAt is ahead). */
@Injectable()
export class SmsCampaignResumeService {
  constructor(
    private readonly owned: OwnedCampaign,
    private readonly campaigns: SmsCampaignRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run(input: SmsCampaignResumeRequest, caller: Caller): Promise<SmsCampaignResumeReply> {
    const campaign = await this.owned.of(caller, input);
    const resumed = await this.campaigns.resume(campaign.id);
    if (!resumed) throw invalid(3, 'The campaign is not Paused');
    await this.jobs.send(SendCampaignJob, { campaignId: campaign.id }, resumed.status === 'Scheduled' ? { startAfter: resumed.sendAt } : {});
    return { SMSCampaignID: campaign.id, Status: resumed.status };
  }
}
