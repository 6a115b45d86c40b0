import { Injectable } from '@nestjs/common';

import type { Caller } from '@mail/kit';

import { CampaignReadsRepository, type ReadCampaign } from './campaign-reads.repository';
import { readFailure } from './read-failure';

/**
 * The campaign a read names: the caller's own (another user's answers 3, as a missing one); an administrator's
 * key reads any campaign (the vendor: "an admin key may read any campaign"), or the user's it acts for.
 */
@Injectable()
export class ReadableCampaign {
  constructor(private readonly reads: CampaignReadsRepository) {}

  async of(caller: Caller, campaignId: unknown): Promise<ReadCampaign> {
    const userId = caller.isAdmin ? caller.actingUserId : caller.userId;
    const campaign = await this.reads.readable(userId, Number(campaignId));
    if (!campaign) throw readFailure(3, 'Campaign not found');
    return campaign;
  }
}
