import { Controller } from '@nestjs/common';

import { ClientPasswordremind, type ClientPasswordremindReply, type ClientPasswordremindRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientPasswordremindService } from './client-passwordremind.service';

@Controller()
export class ClientPasswordremindHandler {
  constructor(private readonly service: ClientPasswordremindService) {}

  @Handles(ClientPasswordremind)
  handle(input: ClientPasswordremindRequest, caller: Caller): Promise<ClientPasswordremindReply> {
    return this.service.run(caller, input);
  }
}
