import { Controller } from '@nestjs/common';

import { UserSnapshot, type UserSnapshotReply, type UserSnapshotRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSnapshotService } from './user-snapshot.service';

@Controller()
export class UserSnapshotHandler {
  constructor(private readonly service: UserSnapshotService) {}

  @Handles(UserSnapshot)
  handle(input: UserSnapshotRequest, caller: Caller): Promise<UserSnapshotReply> {
    return this.service.run(caller, input);
  }
}
