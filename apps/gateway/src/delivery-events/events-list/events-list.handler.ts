import { Controller } from '@nestjs/common';

import { EventsList, type EventsListReply, type EventsListRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EventsListService } from './events-list.service';

@Controller()
export class EventsListHandler {
  constructor(private readonly service: EventsListService) {}

  @Handles(EventsList)
  handle(input: EventsListRequest, caller: Caller): Promise<EventsListReply> {
    return this.service.run(caller.request.credential, input);
  }
}
