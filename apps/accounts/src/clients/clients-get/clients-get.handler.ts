import { Controller } from '@nestjs/common';

import { ClientsGet, type ClientsGetReply, type ClientsGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientsGetService } from './clients-get.service';

@Controller()
export class ClientsGetHandler {
  constructor(private readonly service: ClientsGetService) {}

  @Handles(ClientsGet)
  handle(input: ClientsGetRequest, caller: Caller): Promise<ClientsGetReply> {
    return this.service.run(caller.userId, input);
  }
}
