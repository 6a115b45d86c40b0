import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

export class CampaignsExportGetRequest {
  @Param('The JobID campaigns.export.post answered', true)
  jobid?: string | number;

  @Param('Another name of JobID')
  exportid?: string | number;

  @Param('boolean: 1 answers 5 until the job has finished; the file itself is served at DownloadURL')
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
  returns: reply<CampaignsExportGetReply>(),
  reply:
    'JobID, Status (Queued, Running, Finished, Failed), Progress (%), RowCount, DownloadURL (the signed CSV link once Finished; DownloadURLs when the file has several parts), DownloadSize (bytes), ExpiresAt',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'JobID missing', httpStatus: 422 },
    2: { meaning: 'JobID not a positive integer', httpStatus: 422 },
    3: { meaning: "no campaign export with this id for the caller (another user's, expired, or another kind of export)", httpStatus: 404 },
    5: { meaning: 'Download asked for before the job finished', httpStatus: 409 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Progress of a campaign export and, once finished, where to download the CSV.',
  notes:
    'The CSV is served at DownloadURL (`/campaigns/exports/<token>`, text/csv, attachment) until ExpiresAt (24 hours); a file over 256 KiB comes in parts, one URL each in DownloadURLs.',
});
