import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { ExportDownloadService } from './export-download.service';

@Controller()
export class ExportDownloadHandler {
  constructor(private readonly service: ExportDownloadService) {}

  @HandlesQuery(Queries.SmsExportDownload)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
