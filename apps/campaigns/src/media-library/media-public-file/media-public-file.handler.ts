import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { MediaPublicFileService } from './media-public-file.service';

/** `GET /media/<userId>/<token>/<name>` as the edge forwards it (contracts' PUBLIC_PATHS). */
@Controller()
export class MediaPublicFileHandler {
  constructor(private readonly service: MediaPublicFileService) {}

  @HandlesQuery(Queries.CampaignsMediaFile)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
