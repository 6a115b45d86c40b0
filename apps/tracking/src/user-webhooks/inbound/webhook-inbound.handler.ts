import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { WebhookInboundService } from './webhook-inbound.service';

@Controller()
export class WebhookInboundHandler {
  constructor(private readonly service: WebhookInboundService) {}

  @HandlesQuery(Queries.TrackingUserWebhookInbound)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
