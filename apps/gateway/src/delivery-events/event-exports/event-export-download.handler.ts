import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { EventExportDownloadService } from './event-export-download.service';

@Controller()
export class EventExportDownloadHandler {
  constructor(private readonly service: EventExportDownloadService) {}

  @HandlesQuery(Queries.GatewayEventExportDownload)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
