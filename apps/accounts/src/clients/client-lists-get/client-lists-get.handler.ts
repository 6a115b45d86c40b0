import { Controller } from '@nestjs/common';

import { ClientListsGet, type ClientListsGetReply, type ClientListsGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientListsGetService } from './client-lists-get.service';

@Controller()
export class ClientListsGetHandler {
  constructor(private readonly service: ClientListsGetService) {}

  @Handles(ClientListsGet)
  handle(_input: ClientListsGetRequest, caller: Caller): Promise<ClientListsGetReply> {
    return this.service.run(caller);
  }
}
