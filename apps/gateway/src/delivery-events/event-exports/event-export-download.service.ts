import { Injectable } from '@nestjs/common';

import { htmlPage, paragraph, type PublicRequest, type PublicResponse } from '@mail/contracts';
import { exportFile } from '@mail/exports';

import { EventExportLinks } from './event-export-links';
import { EventExportRepository } from './event-export.repository';

/** `GET /gateway/exports/<token>`: one part of a finished event export; 404 for a token we did not sign, 410 once expired. */
@Injectable()
export class EventExportDownloadService {
  constructor(
    private readonly links: EventExportLinks,
    private readonly exports: EventExportRepository,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const link = this.links.read(req.params.token ?? '');
    if (!link) return htmlPage(404, 'Export not found', paragraph('This download link does not exist.'));
    const part = link.expired ? undefined : await this.exports.part(link.exportId, link.part);
    if (!part) return htmlPage(410, 'Export expired', paragraph('This download link has expired. Start a new export.'));
    return exportFile(`transactional-events-${link.exportId}`, part.body, { part: link.part });
  }
}
