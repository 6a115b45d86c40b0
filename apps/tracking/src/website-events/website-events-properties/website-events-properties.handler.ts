import { Controller } from '@nestjs/common';

import { WebsiteEventsProperties, type WebsiteEventsPropertiesReply, type WebsiteEventsPropertiesRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { WebsiteEventsPropertiesService } from './website-events-properties.service';

@Controller()
export class WebsiteEventsPropertiesHandler {
  constructor(private readonly service: WebsiteEventsPropertiesService) {}

  @Handles(WebsiteEventsProperties)
  handle(input: WebsiteEventsPropertiesRequest, caller: Caller): Promise<WebsiteEventsPropertiesReply> {
    return this.service.run(caller.userId, input.listid);
  }
}
