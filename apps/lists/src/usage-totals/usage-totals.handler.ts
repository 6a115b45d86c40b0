import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type UserListStatsReply, type UserListStatsRequest, type UsersAudienceTotalsReply, type UsersAudienceTotalsRequest } from '@mail/contracts';

import { UsersAudienceTotalsQuery } from './users-audience-totals.query';

/** Answers accounts' usage reports (users.usage.get, user.usage.get, user.snapshot) with lists' figures. */
@Controller()
export class UsageTotalsHandler {
  constructor(private readonly query: UsersAudienceTotalsQuery) {}

  @HandlesQuery(Queries.UsersAudienceTotals)
  async totals(request: UsersAudienceTotalsRequest): Promise<UsersAudienceTotalsReply> {
    return { users: await this.query.totals(request.userIds) };
  }

  @HandlesQuery(Queries.UserListStats)
  async listStats(request: UserListStatsRequest): Promise<UserListStatsReply> {
    return this.query.listStats(request.userId, request.start, request.end, request.aggregation);
  }
}
