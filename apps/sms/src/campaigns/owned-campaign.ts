import { Injectable } from '@nestjs/common';

import { CommandError, type SmsCampaignIdRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { campaignIdOf } from '../common/params';
import { type SmsCampaignRow, SmsCampaignRepository } from './sms-campaign.repository';

/** The campaign a command names, the caller's own: 99998 no user, 1 missing, 2 not an integer, 404 not found or another user's. */
@Injectable()
export class OwnedCampaign {
  constructor(private readonly campaigns: SmsCampaignRepository) {}

  async of(caller: Caller, input: SmsCampaignIdRequest): Promise<SmsCampaignRow> {
    const userId = caller.userId;
    const campaign = await this.campaigns.findOwned(userId, campaignIdOf(input.smscampaignid));
    if (!campaign) throw new CommandError(404, 'SMS campaign not found');
    return campaign;
  }
}
