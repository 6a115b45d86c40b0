import { Controller } from '@nestjs/common';

import { ClientListGet, type ClientListGetReply, type ClientListGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientListGetService } from './client-list-get.service';

@Controller()
export class ClientListGetHandler {
  constructor(private readonly service: ClientListGetService) {}

  @Handles(ClientListGet)
  handle(input: ClientListGetRequest, caller: Caller): Promise<ClientListGetReply> {
    return this.service.run(caller, input);
  }
}
