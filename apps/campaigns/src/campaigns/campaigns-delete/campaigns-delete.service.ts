import { Injectable } from '@nestjs/common';

import { isPositiveId, listOf, type CampaignsDeleteReply, type CampaignsDeleteRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { CampaignRepository } from '../campaign.repository';

/**
 * Campaigns.Delete: the caller's campaigns among the ids go, with their recipients, links and tracking events;
 * other ids and malformed entries are ignored (another user's campaign is indistinguishable from a missing one).
 * Code 1 (no id at all) is the DTO's.
 * A campaign deleted while sending stops: the delivery workers find no campaign before their next batch.
 */
@Injectable()
export class CampaignsDeleteService {
  constructor(private readonly campaigns: CampaignRepository) {}

  async run(input: CampaignsDeleteRequest, caller: Caller): Promise<CampaignsDeleteReply> {
    const ids = listOf(input.campaigns).filter(isPositiveId).map(Number);
    await this.campaigns.deleteOwned(caller.userId, ids);
    return {};
  }
}
