import { Controller } from '@nestjs/common';

import { AdminEventsSearch, type AdminEventsSearchReply, type AdminEventsSearchRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminEventsSearchService } from './admin-events-search.service';

@Controller()
export class AdminEventsSearchHandler {
  constructor(private readonly service: AdminEventsSearchService) {}

  @Handles(AdminEventsSearch)
  handle(input: AdminEventsSearchRequest): Promise<AdminEventsSearchReply> {
    return this.service.run(input);
  }
}
