import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { ShortLinkService } from './short-link.service';

@Controller()
export class ShortLinkHandler {
  constructor(private readonly service: ShortLinkService) {}

  @HandlesQuery(Queries.SmsShortLink)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
