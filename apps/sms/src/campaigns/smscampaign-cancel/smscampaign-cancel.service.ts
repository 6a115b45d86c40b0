import { Injectable } from '@nestjs/common';

import type { SmsCampaignCancelReply, SmsCampaignCancelRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { invalid } from '../../common/params';
import { SmsMessageRepository } from '../../sending/sms-message.repository';
import { OwnedCampaign } from '../owned-campaign';
import { SmsCampaignRepository } from '../sms-campaign.repository';

/** smscampaign.cancel: takes effect before the sending run's next message; cancelled queued messages are never sent. */
@Injectable()
export class SmsCampaignCancelService {
  constructor(
    private readonly owned: OwnedCampaign,
    private readonly campaigns: SmsCampaignRepository,
    private readonly messages: SmsMessageRepository,
  ) {}

  async run(input: SmsCampaignCancelRequest, caller: Caller): Promise<SmsCampaignCancelReply> {
    const campaign = await this.owned.of(caller, input);
    if (!(await this.campaigns.transition(campaign.id, ['Draft', 'Scheduled', 'Sending', 'Paused'], 'Cancelled')))
      throw invalid(3, 'The campaign is not Draft, Scheduled, Sending or Paused');
    await this.messages.cancelQueued(campaign.id);
    return { SMSCampaignID: campaign.id, Status: 'Cancelled' };
  }
}
