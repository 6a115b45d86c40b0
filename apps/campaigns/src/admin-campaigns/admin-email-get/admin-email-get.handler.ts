import { Controller } from '@nestjs/common';

import { AdminEmailGet, type AdminEmailGetReply, type AdminEmailGetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminEmailGetService } from './admin-email-get.service';

@Controller()
export class AdminEmailGetHandler {
  constructor(private readonly service: AdminEmailGetService) {}

  @Handles(AdminEmailGet)
  handle(input: AdminEmailGetRequest): Promise<AdminEmailGetReply> {
    return this.service.run(input);
  }
}
