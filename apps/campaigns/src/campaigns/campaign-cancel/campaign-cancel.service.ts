import { Injectable } from '@nestjs/common';

import { type CampaignCancelReply, type CampaignCancelRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { DeliveryControl } from '../../delivery/delivery-control';
import { answerControl } from '../campaign-control.outcome';

/** Campaign.Cancel: to Cancelled, its queued recipients cancelled through DeliveryControl; 2 not the caller's; cancelling a final campaign changes nothing. */
@Injectable()
export class CampaignCancelService {
  constructor(private readonly delivery: DeliveryControl) {}

  async cancel(input: CampaignCancelRequest, caller: Caller): Promise<CampaignCancelReply> {
    const outcome = await this.delivery.cancel(caller.userId, Number(input.campaignid));
    if (outcome === 'not-found') answerControl(outcome, '');
    return {};
  }
}
