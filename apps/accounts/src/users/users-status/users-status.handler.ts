import { Controller } from '@nestjs/common';

import { UsersStatus, type UsersStatusReply, type UsersStatusRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UsersStatusService } from './users-status.service';

@Controller()
export class UsersStatusHandler {
  constructor(private readonly service: UsersStatusService) {}

  @Handles(UsersStatus)
  handle(input: UsersStatusRequest): Promise<UsersStatusReply> {
    return this.service.status(input);
  }
}
