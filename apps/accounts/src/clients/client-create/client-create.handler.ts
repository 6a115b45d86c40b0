import { Controller } from '@nestjs/common';

import { ClientCreate, type ClientCreateReply, type ClientCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientCreateService } from './client-create.service';

@Controller()
export class ClientCreateHandler {
  constructor(private readonly service: ClientCreateService) {}

  @Handles(ClientCreate)
  handle(input: ClientCreateRequest, caller: Caller): Promise<ClientCreateReply> {
    return this.service.run(caller.userId, input);
  }
}
