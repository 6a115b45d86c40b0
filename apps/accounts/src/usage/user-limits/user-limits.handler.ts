import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { CommandError, Queries, type UserLimitsReply, type UserLimitsRequest } from '@mail/contracts';

import { UserGroupRepository } from '../../groups/user-group.repository';
import { UserRepository } from '../../users/user.repository';
import { effectiveLimits } from './effective-limits';

/** Queries.UserLimits: lists asks before creating lists (code 3) and subscribers (code 18). */
@Controller()
export class UserLimitsHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly groups: UserGroupRepository,
  ) {}

  @HandlesQuery(Queries.UserLimits)
  async handle(request: UserLimitsRequest): Promise<UserLimitsReply> {
    const user = await this.users.findById(request.userId);
    if (!user) throw new CommandError(404, 'User not found');
    return effectiveLimits(user, await this.groups.findById(user.rel_user_group_id));
  }
}
