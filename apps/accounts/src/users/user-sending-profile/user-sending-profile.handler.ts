import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { CommandError, Queries, type UserSendingProfileReply, type UserSendingProfileRequest } from '@mail/contracts';

import { UserRepository } from '../user.repository';
import { userSendingProfile } from './user-sending-profile';

/** `accounts.q.user.sending-profile`: campaigns asks once per send run. */
@Controller()
export class UserSendingProfileHandler {
  constructor(private readonly users: UserRepository) {}

  @HandlesQuery(Queries.UserSendingProfile)
  async handle(request: UserSendingProfileRequest): Promise<UserSendingProfileReply> {
    const user = await this.users.findById(Number(request?.userId));
    if (!user) throw new CommandError(404, 'User not found');
    return userSendingProfile(user);
  }
}
