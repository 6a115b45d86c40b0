import { Controller } from '@nestjs/common';

import { ListintegrationGeturls, type ListintegrationGeturlsReply, type ListintegrationGeturlsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListintegrationGeturlsService } from './listintegration-geturls.service';

@Controller()
export class ListintegrationGeturlsHandler {
  constructor(private readonly service: ListintegrationGeturlsService) {}

  @Handles(ListintegrationGeturls)
  handle(input: ListintegrationGeturlsRequest, caller: Caller): Promise<ListintegrationGeturlsReply> {
    return this.service.run(caller.userId, input);
  }
}
