import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type UsersBriefReply, type UsersBriefRequest } from '@mail/contracts';

import { AdminUsersRepository } from './admin-users.repository';

/** `accounts.q.users.brief`: admin monitoring lists in other services name the owners of what they show. */
@Controller()
export class UsersBriefHandler {
  constructor(private readonly repository: AdminUsersRepository) {}

  @HandlesQuery(Queries.UsersBrief)
  async handle(request: UsersBriefRequest): Promise<UsersBriefReply> {
    const rows = await this.repository.brief((request.userIds ?? []).map(Number));
    return {
      users: rows.map((r) => ({
        userId: r.id,
        username: r.username,
        firstName: r.first_name,
        lastName: r.last_name,
        emailAddress: r.email_address,
        companyName: r.company_name,
      })),
    };
  }
}
