import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import {
  Queries,
  type UserEngagementReply,
  type UserEngagementRequest,
  type UserFeatureCountsReply,
  type UserFeatureCountsRequest,
  type UsersSendsReply,
  type UsersSendsRequest,
} from '@mail/contracts';

import { CampaignsUserFeaturesQuery } from './user-features.query';
import { UsersSendsQuery } from './users-sends.query';

/** Answers accounts' usage reports (users.usage.get, user.usage.get, user.snapshot) with what campaigns sent. */
@Controller()
export class UsageSendsHandler {
  constructor(
    private readonly query: UsersSendsQuery,
    private readonly features: CampaignsUserFeaturesQuery,
  ) {}

  @HandlesQuery(Queries.UsersSends)
  async sends(request: UsersSendsRequest): Promise<UsersSendsReply> {
    return { users: await this.query.sends(request.userIds, request.start, request.end, request.aggregation) };
  }

  @HandlesQuery(Queries.CampaignsUserFeatures)
  async userFeatures(request: UserFeatureCountsRequest): Promise<UserFeatureCountsReply> {
    return { features: await this.features.counts(request.userId) };
  }

  @HandlesQuery(Queries.UserEngagement)
  async engagement(request: UserEngagementRequest): Promise<UserEngagementReply> {
    return this.features.engagement(request.userId, request.start, request.end, request.aggregation);
  }
}
