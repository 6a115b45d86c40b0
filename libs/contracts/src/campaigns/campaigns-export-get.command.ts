import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import type { RawHttpReply } from '../public/raw-http-reply';

/** the largest file Download=1 answers in one response (larger files: the parts at DownloadURLs) */
export const EXPORT_DOWNLOAD_MAX_BYTES = 512 * 1024;

export class CampaignsExportGetRequest {
  @Param('The JobID campaigns.export.post answered', true)
  jobid?: string | number;

  @Param('Another name of JobID')
  exportid?: string | number;

  @Param('boolean: 1 answers the CSV file itself (text/csv, attachment) once the job has finished, 5 before')
  download?: string | boolean;
}

export interface CampaignsExportGetReply {
  JobID: number;
  Status: 'Queued' | 'Running' | 'Finished' | 'Failed';
  Progress: number;
  RowCount: number;
  DownloadURL: string;
  DownloadURLs: string[];
  DownloadSize: number;
  ExpiresAt: string;
}

export const CampaignsExportGet = defineCommand({
  name: 'campaigns.export.get',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  v1: { methods: ['GET'], path: 'campaigns.export' },
  request: CampaignsExportGetRequest,
  returns: reply<CampaignsExportGetReply | RawHttpReply>(),
  rawReply: true,
  reply:
    'JobID, Status (Queued, Running, Finished, Failed), Progress (%), RowCount, DownloadURL (the signed CSV link once Finished; DownloadURLs when the file has several parts), DownloadSize (bytes), ExpiresAt',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'JobID missing', httpStatus: 422 },
    2: { meaning: 'JobID not a positive integer', httpStatus: 422 },
    3: { meaning: "no campaign export with this id for the caller (another user's, expired, or another kind of export)", httpStatus: 404 },
    5: { meaning: 'Download asked for before the job finished', httpStatus: 409 },
    6: { meaning: 'Download asked for a file over 512 KiB: download its parts at DownloadURLs', httpStatus: 413 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Progress of a campaign export and, once finished, where to download the CSV.',
  notes:
    'With Download=1 a finished job answers the CSV itself (text/csv, Content-Disposition: attachment), with no envelope. ' +
    'The CSV is also served at DownloadURL (`/campaigns/exports/<token>`, text/csv, attachment) until ExpiresAt (24 hours); a file over 256 KiB comes in parts, one URL each in DownloadURLs.',
});
