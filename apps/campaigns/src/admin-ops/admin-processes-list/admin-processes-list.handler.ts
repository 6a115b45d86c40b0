import { Controller } from '@nestjs/common';

import { AdminProcessesList, type AdminProcessesListReply, type AdminProcessesListRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminProcessesListService } from './admin-processes-list.service';

@Controller()
export class AdminProcessesListHandler {
  constructor(private readonly service: AdminProcessesListService) {}

  @Handles(AdminProcessesList)
  handle(input: AdminProcessesListRequest): Promise<AdminProcessesListReply> {
    return this.service.run(input);
  }
}
