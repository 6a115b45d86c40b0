import { Controller } from '@nestjs/common';

import { AdminPasswordreset, type AdminPasswordresetReply, type AdminPasswordresetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminPasswordresetService } from './admin-passwordreset.service';

@Controller()
export class AdminPasswordresetHandler {
  constructor(private readonly service: AdminPasswordresetService) {}

  @Handles(AdminPasswordreset)
  handle(input: AdminPasswordresetRequest): Promise<AdminPasswordresetReply> {
    return this.service.run(input);
  }
}
