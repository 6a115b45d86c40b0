import { Injectable } from '@nestjs/common';

import { CommandError, type CampaignCopyReply, type CampaignCopyRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { CampaignRepository } from '../campaign.repository';

/** Campaign.Copy: a Draft with every setting and tag but the schedule, counters and send history; 1 unless the caller's. */
@Injectable()
export class CampaignCopyService {
  constructor(private readonly campaigns: CampaignRepository) {}

  async run(input: CampaignCopyRequest, caller: Caller): Promise<CampaignCopyReply> {
    const id = await this.campaigns.copy(caller.userId, Number(input.campaignid));
    if (!id) throw new CommandError(1, 'Invalid source campaign');
    return { NewCampaignID: id };
  }
}
