import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { MessageTrackService } from './message-track.service';

@Controller()
export class MessageTrackHandler {
  constructor(private readonly service: MessageTrackService) {}

  @HandlesQuery(Queries.GatewayTrack)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
