import { Injectable } from '@nestjs/common';

import type { SmsCampaignPauseReply, SmsCampaignPauseRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { invalid } from '../../common/params';
import { OwnedCampaign } from '../owned-campaign';
import { SmsCampaignRepository } from '../sms-campaign.repository';

/** smscampaign.pause: takes effect before the sending run's next message (the message being handed to the provider is finished). */
@Injectable()
export class SmsCampaignPauseService {
  constructor(
    private readonly owned: OwnedCampaign,
    private readonly campaigns: SmsCampaignRepository,
  ) {}

  async run(input: SmsCampaignPauseRequest, caller: Caller): Promise<SmsCampaignPauseReply> {
    const campaign = await this.owned.of(caller, input);
    if (!(await this.campaigns.transition(campaign.id, ['Sending', 'Scheduled'], 'Paused'))) throw invalid(3, 'The campaign is not Sending or Scheduled');
    return { SMSCampaignID: campaign.id, Status: 'Paused' };
  }
}
