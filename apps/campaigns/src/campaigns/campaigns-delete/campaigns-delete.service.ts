import { Injectable } from '@nestjs/common';

import { type BusRequest, idsOf } from '@mail/contracts';

import { callerUserId } from '../caller';
import { CampaignRepository } from '../campaign.repository';

/**
 * Campaigns.Delete: the caller's campaigns among the ids go, with their recipients, links and tracking events;
 * other ids are ignored (another user's campaign is indistinguishable from a missing one). Code 1 is the DTO's.
 * A campaign deleted while sending stops: the delivery workers find no campaign before their next batch.
 */
@Injectable()
export class CampaignsDeleteService {
  constructor(private readonly campaigns: CampaignRepository) {}

  async run(req: BusRequest): Promise<object> {
    await this.campaigns.deleteOwned(callerUserId(req), idsOf(req.params.campaigns) ?? []);
    return {};
  }
}
