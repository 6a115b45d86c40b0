import { Injectable } from '@nestjs/common';

import { type CampaignResumeReply, type CampaignResumeRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { DeliveryControl } from '../../delivery/delivery-control';
import { answerControl } from '../campaign-control.outcome';

/** Campaign.Resume: Paused to Ready; a campaign paused mid-send is due at once and continues where it stopped. 2 not the caller's, 3 not Paused. */
@Injectable()
export class CampaignResumeService {
  constructor(private readonly delivery: DeliveryControl) {}

  async resume(input: CampaignResumeRequest, caller: Caller): Promise<CampaignResumeReply> {
    answerControl(await this.delivery.resume(caller.userId, Number(input.campaignid)), 'Campaign is not in Paused state');
    return {};
  }
}
