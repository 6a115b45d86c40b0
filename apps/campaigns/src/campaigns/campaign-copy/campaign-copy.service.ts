import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../caller';
import { CampaignRepository } from '../campaign.repository';

/** Campaign.Copy: a Draft with every setting and tag but the schedule, counters and send history; 1 unless the caller's. */
@Injectable()
export class CampaignCopyService {
  constructor(private readonly campaigns: CampaignRepository) {}

  async run(req: BusRequest): Promise<{ NewCampaignID: number }> {
    const id = await this.campaigns.copy(callerUserId(req), Number(req.params.campaignid));
    if (!id) throw new CommandError(1, 'Invalid source campaign');
    return { NewCampaignID: id };
  }
}
