import { defineCommand } from '../define-command';
import type { RawHttpReply } from '../public/raw-http-reply';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

/** subscribers.export.get: parameter names arrive lower-cased. */
export class SubscribersExportGetRequest {
  @IsPresent(code(1, 'ListID is missing'))
  @Param('The list the export belongs to', true)
  listid?: string | number;

  @Param('The export job to read; omitted: every export job of the list (ExportJobs)')
  exportid?: string | number;

  @Param('Truthy with an ExportID whose Status is Completed: the file itself (text/csv or application/json, attachment) instead of JSON')
  download?: unknown;

  @Param('With Download: the part of the file to answer (1 to ExportJob.Parts); needed when the file is over 512 KiB')
  part?: string | number;
}

export interface SubscriberExportJob {
  ExportID: number;
  Module: 'SubscriberExport';
  Status: 'Pending' | 'Processing' | 'Completed' | 'Failed';
  ExportOptions: { Command: 'ExportSubscribers'; ListID: number; FileFormat: 'csv' | 'json'; Fields: string[]; Target: string; RulesOperator: string };
  SubmittedAt: string;
  FinishedAt: string;
  ExpiresAt: string;
  Progress: number;
  TotalRows: number;
  ExportedRows: number;
  Parts: number;
  DownloadSize: number;
}

export type SubscribersExportGetReply = { ExportJob: SubscriberExportJob } | { ExportJobs: SubscriberExportJob[] };

export const SubscribersExportGet = defineCommand({
  name: 'subscribers.export.get',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Import',
  v1: { methods: ['GET'], path: 'subscribers.export' },
  request: SubscribersExportGetRequest,
  returns: reply<SubscribersExportGetReply | RawHttpReply>(),
  rawReply: true,
  reply:
    'ExportJob (ExportID, Module, Status Pending|Processing|Completed|Failed, ExportOptions, SubmittedAt, FinishedAt, ExpiresAt, Progress, TotalRows, ExportedRows, Parts, DownloadSize); without ExportID: ExportJobs, newest first; with Download on a Completed job the file itself',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'ListID is missing', httpStatus: 422 },
    2: { meaning: 'ListID is not a positive integer', httpStatus: 422 },
    3: { meaning: 'ExportID is not a positive integer', httpStatus: 422 },
    4: { meaning: "the list does not exist (another user's list too)", httpStatus: 404 },
    5: { meaning: 'Part is not a part of the file (1 to ExportJob.Parts)', httpStatus: 422 },
    6: { meaning: "no such export job on the list (another user's too)", httpStatus: 404 },
    7: { meaning: 'the file has expired and was removed (the job is still listed): submit a new export', httpStatus: 410 },
    8: { meaning: 'Download asked for before the job completed', httpStatus: 409 },
    9: { meaning: 'Download without Part of a file over 512 KiB: download it part by part (Part=1..Parts)', httpStatus: 413 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'The status of a subscriber export job (or every export job of a list), or its file once Completed.',
  notes:
    'With Download=1 a Completed job answers its file (no envelope, Content-Disposition: attachment). A file larger than one answer (512 KiB) is downloaded part by part with Part=1..Parts; the parts concatenated are the file. ' +
    'Files are removed EXPORT_FILE_RETENTION_DAYS (default 30) after they were written; the job stays listed and a download answers 7 (HTTP 410).',
});
