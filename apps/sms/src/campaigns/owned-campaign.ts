import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../common/caller';
import { campaignIdOf } from '../common/params';
import { type SmsCampaignRow, SmsCampaignRepository } from './sms-campaign.repository';

/** The campaign a command names, the caller's own: 1 missing, 2 not an integer, 404 not found or another user's. */
@Injectable()
export class OwnedCampaign {
  constructor(private readonly campaigns: SmsCampaignRepository) {}

  async of(req: BusRequest): Promise<SmsCampaignRow> {
    const userId = callerUserId(req);
    const campaign = await this.campaigns.findOwned(userId, campaignIdOf(req.params));
    if (!campaign) throw new CommandError(404, 'SMS campaign not found', { httpStatus: 404 });
    return campaign;
  }
}
