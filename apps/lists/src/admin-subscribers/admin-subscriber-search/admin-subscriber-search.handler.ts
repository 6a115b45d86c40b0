import { Controller } from '@nestjs/common';

import { AdminSubscriberSearch, type AdminSubscriberSearchReply, type AdminSubscriberSearchRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminSubscriberSearchService } from './admin-subscriber-search.service';

@Controller()
export class AdminSubscriberSearchHandler {
  constructor(private readonly service: AdminSubscriberSearchService) {}

  @Handles(AdminSubscriberSearch)
  handle(input: AdminSubscriberSearchRequest): Promise<AdminSubscriberSearchReply> {
    return this.service.run(input);
  }
}
