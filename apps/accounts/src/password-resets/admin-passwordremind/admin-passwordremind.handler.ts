import { Controller } from '@nestjs/common';

import { AdminPasswordremind, type AdminPasswordremindReply, type AdminPasswordremindRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AdminPasswordremindService } from './admin-passwordremind.service';

@Controller()
export class AdminPasswordremindHandler {
  constructor(private readonly service: AdminPasswordremindService) {}

  @Handles(AdminPasswordremind)
  handle(input: AdminPasswordremindRequest, caller: Caller): Promise<AdminPasswordremindReply> {
    return this.service.run(caller, input);
  }
}
