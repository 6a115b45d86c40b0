import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, JourneyDelete, JourneyDeletePost } from '@mail/contracts';

import { JourneyDeleteService } from './journey-delete.service';

/** Both delete forms: DELETE /api/v1/journey and the vendor docs' POST /api/v1/journey.delete. */
@Controller()
export class JourneyDeleteHandler {
  constructor(private readonly service: JourneyDeleteService) {}

  @HandlesCommand(JourneyDelete)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }

  @HandlesCommand(JourneyDeletePost)
  handlePost(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
