import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, WebsiteEventsProperties } from '@mail/contracts';

import { WebsiteEventsPropertiesService } from './website-events-properties.service';

@Controller()
export class WebsiteEventsPropertiesHandler {
  constructor(private readonly service: WebsiteEventsPropertiesService) {}

  @HandlesCommand(WebsiteEventsProperties)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
