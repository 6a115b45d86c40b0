import { Injectable } from '@nestjs/common';

import { CommandError, type UsersGetReply, type UsersGetRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { UserRepository } from '../user.repository';
import { toUserListQuery } from './users-get.query';

/** Users.Get: administrators browse every user; a user caller sees only their own record. Error 1 = retrieval failed. */
@Injectable()
export class UsersGetService {
  constructor(private readonly users: UserRepository) {}

  async browse(caller: Caller, params: UsersGetRequest): Promise<UsersGetReply> {
    const auth = caller.credential;
    const query = { ...toUserListQuery(params), onlyUserId: auth.kind === 'user' ? (auth.userId ?? -1) : undefined };
    const { rows, total } = await this.users.list(query).catch(() => {
      throw new CommandError(1, 'An error occurred while retrieving the user list.');
    });
    return {
      Users: rows.map((u) => ({
        UserID: u.id,
        FirstName: u.first_name,
        LastName: u.last_name,
        Email: u.email_address,
        Username: u.username,
        RelUserGroupID: u.rel_user_group_id,
      })),
      TotalUsers: total,
    };
  }
}
