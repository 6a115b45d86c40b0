import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type PublicRequest, type PublicResponse, Queries } from '@mail/contracts';

import { ArchivePages } from './archive-pages';

/** `/archive/<token>[/<CampaignID>]` forwarded by the edge */
@Controller()
export class ArchiveHandler {
  constructor(private readonly pages: ArchivePages) {}

  @HandlesQuery(Queries.CampaignsArchive)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.pages.answer(req);
  }
}
