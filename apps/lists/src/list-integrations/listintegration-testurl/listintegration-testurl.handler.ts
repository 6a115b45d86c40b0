import { Controller } from '@nestjs/common';

import { ListintegrationTesturl, type ListintegrationTesturlReply, type ListintegrationTesturlRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListintegrationTesturlService } from './listintegration-testurl.service';

@Controller()
export class ListintegrationTesturlHandler {
  constructor(private readonly service: ListintegrationTesturlService) {}

  @Handles(ListintegrationTesturl)
  handle(input: ListintegrationTesturlRequest, caller: Caller): Promise<ListintegrationTesturlReply> {
    return this.service.run(caller.userId, input);
  }
}
