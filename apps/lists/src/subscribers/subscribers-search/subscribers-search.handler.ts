import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscribersSearch, type SubscribersSearchRequest } from '@mail/contracts';

import { SubscribersSearchService } from './subscribers-search.service';

@Controller()
export class SubscribersSearchHandler {
  constructor(private readonly service: SubscribersSearchService) {}

  @HandlesCommand(SubscribersSearch)
  handle(req: BusRequest<SubscribersSearchRequest>): Promise<object> {
    return this.service.run(req);
  }
}
