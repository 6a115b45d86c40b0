import { Injectable } from '@nestjs/common';

import { htmlPage, paragraph, type PublicRequest, type PublicResponse } from '@mail/contracts';
import { exportFile } from '@mail/exports';

import { ExportLinks } from '../export-links';
import { ExportRepository } from '../export.repository';

/** `GET /sms/exports/<token>`: one part of a finished export; 404 for a token we did not sign, 410 once expired. */
@Injectable()
export class ExportDownloadService {
  constructor(
    private readonly links: ExportLinks,
    private readonly exports: ExportRepository,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const link = this.links.read(req.params.token ?? '');
    if (!link) return htmlPage(404, 'Export not found', paragraph('This download link does not exist.'));
    const part = link.expired ? undefined : await this.exports.part(link.exportId, link.part);
    if (!part) return htmlPage(410, 'Export expired', paragraph('This download link has expired. Start a new export.'));
    return exportFile(`sms-campaign-${part.campaignId}-${part.kind}-${link.exportId}-part${link.part}`, part.body);
  }
}
