import { Injectable } from '@nestjs/common';

import { type CampaignCreateReply, type CampaignCreateRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

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

  async run(input: CampaignCreateRequest, caller: Caller): Promise<CampaignCreateReply> {
    const userId = caller.userId;
    const name = String(input.campaignname).trim();
    const tagNames = tagNamesOf(input.tags);
    const id = await this.campaigns.transaction(async (q) => {
      const created = await this.campaigns.insert(userId, name, q);
      if (tagNames?.length) await this.tags.replace(userId, created, tagNames, q);
      return created;
    });
    return { CampaignID: id };
  }
}
