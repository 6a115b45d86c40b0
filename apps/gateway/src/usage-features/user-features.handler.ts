import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type UserFeatureCountsReply, type UserFeatureCountsRequest } from '@mail/contracts';

import { GatewayUserFeaturesQuery } from './user-features.query';

/** Answers accounts' user.usage.get with the user’s sending domains and gateway keys. */
@Controller()
export class GatewayUserFeaturesHandler {
  constructor(private readonly query: GatewayUserFeaturesQuery) {}

  @HandlesQuery(Queries.GatewayUserFeatures)
  async userFeatures(request: UserFeatureCountsRequest): Promise<UserFeatureCountsReply> {
    return { features: await this.query.counts(request.userId) };
  }
}
