import { defineCommand } from '../define-command';
import type { RawHttpReply } from '../public/raw-http-reply';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES } from './gateway-params';

/** how long EmailGateway.ExportEvents waits for its export job before answering its progress instead of the file */
export const EVENT_EXPORT_WAIT_MS = 5_000;

export class EmailGatewayExportEventsRequest {
  @Param("One sender domain (must be the caller's); omit or 0 for all of the caller's")
  domainid?: string | number;

  @Param('accepted-by-mta, rejected-by-mta, delivered, bounced, opened, clicked, unsubscribed, complained (or delivery, bounce, ...)')
  event?: string;

  @Param('Only this message (wins over Query)')
  messageid?: string;

  @Param('Free text over subject, from, recipient and the event details; ignored with MessageID')
  query?: string;

  @Param('Strict Y-m-d (UTC); default 30 days before EndDate; malformed: the default')
  startdate?: string;

  @Param('Strict Y-m-d (UTC); default today; never before StartDate')
  enddate?: string;

  @Param(
    'An export this command started (its ExportID, also the X-Export-ID header of a file): its progress and, once written, its parts’ download URLs; the other parameters are then ignored',
  )
  exportid?: string | number;
}

/** an export still being written, or written in more than one part: where it stands and its parts' signed URLs */
export interface EmailGatewayExportProgress {
  ExportID: number;
  Status: 'Queued' | 'Running' | 'Done' | 'Failed';
  Rows: number;
  TotalRows: number | null;
  /** percent */
  Progress: number;
  /** once Done: one signed URL per part of at most 256 KiB (the parts concatenated are the file) */
  DownloadURLs: string[];
  /** 'Y-m-d H:i:s' UTC, once Done */
  ExpiresAt: string | null;
}

export type EmailGatewayExportEventsReply = RawHttpReply | EmailGatewayExportProgress;

export const EmailGatewayExportEvents = defineCommand({
  name: 'EmailGateway.ExportEvents',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayExportEventsRequest,
  returns: reply<EmailGatewayExportEventsReply>(),
  rawReply: true,
  reply:
    'a CSV file (no envelope): Time, Event, MessageID, From, To, Subject, Domain, SMTPCode; headers X-Octeth-Export-Total (rows) and X-Export-ID. ' +
    'An export job writes it (no row cap); when it is not written within 5 s, or is larger than one part (256 KiB), the answer is instead ' +
    'ExportID, Status, Rows, TotalRows, Progress, DownloadURLs (signed, per part, once Done), ExpiresAt, as asking with ExportID answers',
  errorStyle: 'scalar',
  errors: { 2: "DomainID is not the caller's domain", 3: "ExportID is not one of the caller's exports (or it expired)" },
  summary: "The caller's gateway events, filtered like EmailGateway.GetEvents, as a downloadable CSV file (newest first).",
  notes: GATEWAY_NOTES,
});
