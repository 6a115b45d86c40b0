import { Controller } from '@nestjs/common';

import { ClientPasswordreset, type ClientPasswordresetReply, type ClientPasswordresetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { ClientPasswordresetService } from './client-passwordreset.service';

@Controller()
export class ClientPasswordresetHandler {
  constructor(private readonly service: ClientPasswordresetService) {}

  @Handles(ClientPasswordreset)
  handle(input: ClientPasswordresetRequest): Promise<ClientPasswordresetReply> {
    return this.service.run(input);
  }
}
