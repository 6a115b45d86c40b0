import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { BounceWebhookService } from './bounce-webhook.service';

@Controller()
export class BounceWebhookHandler {
  constructor(private readonly service: BounceWebhookService) {}

  @HandlesQuery(Queries.CampaignsBounceWebhook)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
