import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';

import { callerUserId } from '../caller';
import { CampaignRepository } from '../campaign.repository';
import { CampaignTagRepository } from '../campaign-tag.repository';
import { tagNamesOf } from '../campaign-tags';

/** Campaign.Create: a Draft named CampaignName (code 1 is the request DTO's), with the `Tags` extension's tags. */
@Injectable()
export class CampaignCreateService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly tags: CampaignTagRepository,
  ) {}

  async run(req: BusRequest): Promise<{ CampaignID: number }> {
    const userId = callerUserId(req);
    const name = String(req.params.campaignname).trim().slice(0, 255);
    const tagNames = tagNamesOf(req.params.tags);
    const id = await this.campaigns.transaction(async (q) => {
      const created = await this.campaigns.insert(userId, name, q);
      if (tagNames?.length) await this.tags.replace(userId, created, tagNames, q);
      return created;
    });
    return { CampaignID: id };
  }
}
