import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { EngagementTrackService } from './engagement-track.service';

@Controller()
export class EngagementTrackHandler {
  constructor(private readonly service: EngagementTrackService) {}

  @HandlesQuery(Queries.CampaignsTrack)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
