import { Injectable } from '@nestjs/common';

import {
  CommandError,
  type CampaignsExportGetReply,
  type CampaignsExportGetRequest,
  EXPORT_DOWNLOAD_MAX_BYTES,
  isTrueParam,
  type RawHttpReply,
} from '@mail/contracts';
import { exportProgress } from '@mail/exports';
import { paramText } from '@mail/values';

import { CampaignExportsRepository } from '../campaign-exports.repository';
import { csvFile } from '../export-download';
import { CampaignExportLinks } from '../export-links';

/**
 * campaigns.export.get: a campaign export's progress and, once finished, its signed download URLs (valid until
 * ExpiresAt). Only its owner sees it. Download=1 answers the file itself (the edge writes it without an envelope), 5
 * before it finished, 6 when it is too large for one answer.
 */
@Injectable()
export class CampaignsExportGetService {
  constructor(
    private readonly exports: CampaignExportsRepository,
    private readonly links: CampaignExportLinks,
  ) {}

  async run(userId: number, input: CampaignsExportGetRequest): Promise<CampaignsExportGetReply | RawHttpReply> {
    const text = paramText(input.jobid) || paramText(input.exportid);
    if (!text) throw new CommandError(1, 'JobID is missing');
    if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw new CommandError(2, 'JobID must be a positive integer');
    const job = await this.exports.owned(userId, Number(text));
    if (!job) throw new CommandError(3, 'Export job not found');
    const finished = job.status === 'Finished' && job.expiresAt !== null;
    if (isTrueParam(input.download)) {
      if (!finished) throw new CommandError(5, 'The export has not finished yet');
      if (job.bytes > EXPORT_DOWNLOAD_MAX_BYTES) throw new CommandError(6, 'The file is too large for one answer: download its parts at DownloadURLs');
      const parts = await this.exports.allParts(job.id);
      // expired since it was read: gone, as for any other reader
      if (parts.length !== job.parts) throw new CommandError(3, 'Export job not found');
      return { RawHttp: csvFile(job.id, parts.join('')) };
    }
    const expiresAt = finished ? new Date(`${job.expiresAt!.replace(' ', 'T')}Z`) : undefined;
    const urls = expiresAt ? Array.from({ length: job.parts }, (_, i) => this.links.url(job.id, i + 1, expiresAt)) : [];
    return {
      JobID: job.id,
      Status: job.status,
      Progress: exportProgress(job.rows, job.totalRows, finished),
      RowCount: job.rows,
      DownloadURL: urls[0] ?? '',
      DownloadURLs: urls,
      DownloadSize: finished ? job.bytes : 0,
      ExpiresAt: job.expiresAt ?? '',
    };
  }
}
