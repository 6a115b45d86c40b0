import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscribersSearch, type SubscribersSearchReply, type SubscribersSearchRequest } from '@mail/contracts';

import { SubscribersSearchService } from './subscribers-search.service';

@Controller()
export class SubscribersSearchHandler {
  constructor(private readonly service: SubscribersSearchService) {}

  @Handles(SubscribersSearch)
  handle(input: SubscribersSearchRequest, caller: Caller): Promise<SubscribersSearchReply> {
    return this.service.run(input, caller);
  }
}
