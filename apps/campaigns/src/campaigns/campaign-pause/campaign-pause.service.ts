import { Injectable } from '@nestjs/common';

import { type CampaignPauseReply, type CampaignPauseRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { DeliveryControl } from '../../delivery/delivery-control';
import { answerControl } from '../campaign-control.outcome';

/** Campaign.Pause: a Sending or Ready campaign to Paused through DeliveryControl (a send in progress stops at its next batch); 2 not the caller's, 3 in another state. */
@Injectable()
export class CampaignPauseService {
  constructor(private readonly delivery: DeliveryControl) {}

  async pause(input: CampaignPauseRequest, caller: Caller): Promise<CampaignPauseReply> {
    answerControl(await this.delivery.pause(caller.userId, Number(input.campaignid)), 'Campaign is not in Sending or Ready state');
    return {};
  }
}
