import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignReplies } from '@mail/contracts';

import { RepliesService } from './replies.service';

@Controller()
export class RepliesHandler {
  constructor(private readonly service: RepliesService) {}

  @HandlesCommand(SmsCampaignReplies)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
