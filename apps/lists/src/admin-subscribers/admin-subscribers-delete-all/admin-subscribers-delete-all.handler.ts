import { Controller } from '@nestjs/common';

import { AdminSubscribersDeleteAll, type AdminSubscribersDeleteAllReply, type AdminSubscribersDeleteAllRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminSubscribersDeleteAllService } from './admin-subscribers-delete-all.service';

@Controller()
export class AdminSubscribersDeleteAllHandler {
  constructor(private readonly service: AdminSubscribersDeleteAllService) {}

  @Handles(AdminSubscribersDeleteAll)
  handle(input: AdminSubscribersDeleteAllRequest): Promise<AdminSubscribersDeleteAllReply> {
    return this.service.run(input);
  }
}
