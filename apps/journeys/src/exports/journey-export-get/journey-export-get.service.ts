import { Injectable } from '@nestjs/common';

import { EXPORT_DOWNLOAD_MAX_BYTES, type JourneyExportGetReply, type JourneyExportGetRequest, NO_CACHE_HEADERS, type RawHttpReply } from '@mail/contracts';
import { paramText, toBool } from '@mail/values';

import { fail } from '../../common/errors';
import { ExportsRepository } from '../exports.repository';

/** journey.export.get: the job's state, or (download) its CSV once Completed. Another user's export looks missing. */
@Injectable()
export class JourneyExportGetService {
  constructor(private readonly exports: ExportsRepository) {}

  async run(userId: number, input: JourneyExportGetRequest): Promise<JourneyExportGetReply | RawHttpReply> {
    const text = paramText(input.exportid);
    if (!text) throw fail(1, 'Missing ExportID');
    if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw fail(2, 'ExportID must be a positive integer');
    const job = await this.exports.owned(userId, Number(text));
    if (!job) throw fail(3, 'Export not found');
    if (toBool(input.download)) {
      if (job.status !== 'Completed') throw fail(5, 'The export has not completed yet');
      if (job.bytes > EXPORT_DOWNLOAD_MAX_BYTES) throw fail(6, 'The file is too large for one answer');
      return {
        RawHttp: {
          status: 200,
          contentType: 'text/csv; charset=utf-8',
          body: await this.exports.csv(Number(job.id)),
          headers: { ...NO_CACHE_HEADERS, 'content-disposition': `attachment; filename="journeys-export-${job.id}.csv"` },
        },
      };
    }
    return {
      Success: true,
      ExportJob: {
        ExportID: Number(job.id),
        Module: 'Journeys',
        Status: job.status,
        ExportOptions: { Command: 'journey.export', ...job.options },
        SubmittedAt: job.submitted_at,
        StartedAt: job.started_at ?? '',
        UpdatedAt: job.updated_at,
        FinishedAt: job.finished_at ?? '',
        ExpiresAt: job.expires_at ?? '',
        DownloadSize: job.bytes,
      },
    };
  }
}
