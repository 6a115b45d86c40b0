import { Injectable } from '@nestjs/common';

import { CommandError, type SmsExportGetRequest, type SmsExportStatusReply } from '@mail/contracts';
import { exportProgress } from '@mail/exports';
import type { Caller } from '@mail/kit';
import { paramText } from '@mail/values';

import { invalid } from '../../common/params';
import { ExportLinks } from '../export-links';
import { ExportRepository } from '../export.repository';

/** smscampaign.export.status: progress, and once done the signed URLs of the parts (valid until ExpiresAt). */
@Injectable()
export class SmsCampaignExportStatusService {
  constructor(
    private readonly exports: ExportRepository,
    private readonly links: ExportLinks,
  ) {}

  async run(input: SmsExportGetRequest, caller: Caller): Promise<SmsExportStatusReply> {
    const text = paramText(input.exportid);
    if (!text) throw invalid(1, 'Missing ExportID');
    if (!/^\d{1,15}$/.test(text)) throw invalid(2, 'ExportID must be an integer');
    const job = await this.exports.byId(Number(text));
    if (!job || job.userId !== caller.userId) throw new CommandError(404, 'Export not found');
    const expiresAt = job.status === 'Done' && job.expiresAt ? new Date(job.expiresAt) : null;
    const total = job.totalRows;
    return {
      ExportID: job.id,
      SMSCampaignID: job.campaignId,
      Kind: job.kind,
      Status: job.status,
      Rows: job.rows,
      TotalRows: total,
      Progress: exportProgress(job.rows, total ?? 0, job.status === 'Done'),
      DownloadURLs: expiresAt ? Array.from({ length: job.parts }, (_, i) => this.links.url(job.id, i + 1, expiresAt)) : [],
      ExpiresAt: expiresAt ? expiresAt.toISOString().slice(0, 19).replace('T', ' ') : null,
    };
  }
}
