import { Controller } from '@nestjs/common';

import { ClientUpdate, type ClientUpdateReply, type ClientUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientUpdateService } from './client-update.service';

@Controller()
export class ClientUpdateHandler {
  constructor(private readonly service: ClientUpdateService) {}

  @Handles(ClientUpdate)
  handle(input: ClientUpdateRequest, caller: Caller): Promise<ClientUpdateReply> {
    return this.service.run(caller, input);
  }
}
