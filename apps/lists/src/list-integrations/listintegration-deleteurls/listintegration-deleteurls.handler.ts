import { Controller } from '@nestjs/common';

import { ListintegrationDeleteurls, type ListintegrationDeleteurlsReply, type ListintegrationDeleteurlsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListintegrationDeleteurlsService } from './listintegration-deleteurls.service';

@Controller()
export class ListintegrationDeleteurlsHandler {
  constructor(private readonly service: ListintegrationDeleteurlsService) {}

  @Handles(ListintegrationDeleteurls)
  handle(input: ListintegrationDeleteurlsRequest, caller: Caller): Promise<ListintegrationDeleteurlsReply> {
    return this.service.run(caller.userId, input);
  }
}
