import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { TrackService } from './track.service';

@Controller()
export class TrackHandler {
  constructor(private readonly service: TrackService) {}

  @HandlesQuery(Queries.GatewayTrack)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
