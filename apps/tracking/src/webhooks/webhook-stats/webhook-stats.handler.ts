import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserWebhookStats } from '@mail/contracts';

import { WebhookStatsService } from './webhook-stats.service';

@Controller()
export class WebhookStatsHandler {
  constructor(private readonly service: WebhookStatsService) {}

  @HandlesCommand(UserWebhookStats)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
