import { Controller } from '@nestjs/common';

import { ClientsDelete, type ClientsDeleteReply, type ClientsDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientsDeleteService } from './clients-delete.service';

@Controller()
export class ClientsDeleteHandler {
  constructor(private readonly service: ClientsDeleteService) {}

  @Handles(ClientsDelete)
  handle(input: ClientsDeleteRequest, caller: Caller): Promise<ClientsDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
