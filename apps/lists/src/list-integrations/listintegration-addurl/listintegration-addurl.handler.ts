import { Controller } from '@nestjs/common';

import { ListintegrationAddurl, type ListintegrationAddurlReply, type ListintegrationAddurlRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListintegrationAddurlService } from './listintegration-addurl.service';

@Controller()
export class ListintegrationAddurlHandler {
  constructor(private readonly service: ListintegrationAddurlService) {}

  @Handles(ListintegrationAddurl)
  handle(input: ListintegrationAddurlRequest, caller: Caller): Promise<ListintegrationAddurlReply> {
    return this.service.run(caller.userId, input);
  }
}
