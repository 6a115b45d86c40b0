import { Controller } from '@nestjs/common';

import { ClientAssignsubscriberlists, type ClientAssignsubscriberlistsReply, type ClientAssignsubscriberlistsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientAssignsubscriberlistsService } from './client-assignsubscriberlists.service';

@Controller()
export class ClientAssignsubscriberlistsHandler {
  constructor(private readonly service: ClientAssignsubscriberlistsService) {}

  @Handles(ClientAssignsubscriberlists)
  handle(input: ClientAssignsubscriberlistsRequest, caller: Caller): Promise<ClientAssignsubscriberlistsReply> {
    return this.service.run(caller.userId, input);
  }
}
