import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { notFound, SMS_NOTES, unprocessable } from './sms-command-parts';

export class SmsExportGetRequest {
  @Param('The export smscampaign.export answered', true)
  exportid?: string | number;
}

export interface SmsExportStatusReply {
  ExportID: number;
  SMSCampaignID: number;
  Kind: 'events' | 'recipients';
  Status: 'Queued' | 'Running' | 'Done' | 'Failed';
  Rows: number;
  TotalRows: number | null;
  /** percent */
  Progress: number;
  /** the parts, in order; when Done */
  DownloadURLs: string[];
  /** YYYY-MM-DD HH:MM:SS (UTC); null until Done */
  ExpiresAt: string | null;
}

/** Extension command (not in the spec). */
export const SmsCampaignExportStatus = defineCommand({
  name: 'smscampaign.export.status',
  service: 'sms',
  auth: 'user',
  errorStyle: 'scalar',
  legacy: true,
  notes: SMS_NOTES,
  v1: { methods: ['GET'], path: 'smscampaign.export.status' },
  request: SmsExportGetRequest,
  returns: reply<SmsExportStatusReply>(),
  reply:
    'ExportID, SMSCampaignID, Kind, Status (Queued, Running, Done, Failed), Rows, TotalRows, Progress (percent), DownloadURLs (the parts, in order; when Done), ExpiresAt',
  errors: {
    1: unprocessable('missing ExportID'),
    2: unprocessable('ExportID is not an integer'),
    404: notFound("export not found (also another user's, or expired)"),
  },
  summary: 'Progress of a CSV export and, once done, its signed download URLs (they expire).',
});
