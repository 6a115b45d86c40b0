import { Controller, Injectable } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { exportFile } from '@mail/exports';
import { htmlPage, paragraph, type PublicRequest, type PublicResponse, Queries } from '@mail/contracts';

import { CampaignExportsRepository } from './campaign-exports.repository';
import { CampaignExportLinks } from './export-links';

/** a CSV export (or one part of it) as a file download */
export function csvFile(exportId: number, body: string, part = 1): PublicResponse {
  return exportFile(`campaigns-export-${exportId}`, body, { part });
}

/** `GET /campaigns/exports/<token>`: one part of a finished export; 404 for a token we did not sign, 410 once expired. */
@Injectable()
export class CampaignExportDownload {
  constructor(
    private readonly links: CampaignExportLinks,
    private readonly exports: CampaignExportsRepository,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const link = this.links.read(req.params.token ?? '');
    if (!link) return htmlPage(404, 'Export not found', paragraph('This download link does not exist.'));
    const part = link.expired ? undefined : await this.exports.part(link.exportId, link.part);
    if (!part) return htmlPage(410, 'Export expired', paragraph('This download link has expired. Start a new export.'));
    return csvFile(link.exportId, part.body, link.part);
  }
}

/** the edge forwards `/campaigns/exports/<token>` here */
@Controller()
export class CampaignExportDownloadHandler {
  constructor(private readonly download: CampaignExportDownload) {}

  @HandlesQuery(Queries.CampaignsExportDownload)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.download.answer(req);
  }
}
