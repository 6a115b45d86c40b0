import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { BrowserTrackerService } from './browser-tracker.service';

@Controller()
export class BrowserTrackerHandler {
  constructor(private readonly service: BrowserTrackerService) {}

  @HandlesQuery(Queries.TrackingBrowser)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
