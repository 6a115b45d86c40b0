import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type UserFeatureCountsReply, type UserFeatureCountsRequest } from '@mail/contracts';

import { JourneysUserFeaturesQuery } from './user-features.query';

/** Answers accounts' user.usage.get with the user's journeys. */
@Controller()
export class JourneysUserFeaturesHandler {
  constructor(private readonly query: JourneysUserFeaturesQuery) {}

  @HandlesQuery(Queries.JourneysUserFeatures)
  async userFeatures(request: UserFeatureCountsRequest): Promise<UserFeatureCountsReply> {
    return { features: await this.query.counts(request.userId) };
  }
}
