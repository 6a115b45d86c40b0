import { defineCommand } from '../define-command';
import type { RawHttpReply } from '../public/raw-http-reply';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEYS_NOTES } from './journey-shared';

/** journey.export.get: read by the service in code order. */
export class JourneyExportGetRequest {
  @Param('The job id journey.export.submit answered', true)
  exportid?: string | number;

  @Param('Truthy on a Completed job: the CSV file itself (text/csv, attachment) instead of JSON')
  download?: unknown;
}

export interface JourneyExportJob {
  ExportID: number;
  Module: 'Journeys';
  Status: 'Pending' | 'Processing' | 'Completed' | 'Failed';
  ExportOptions: { Command: 'journey.export'; StatsStartDate: string; StatsEndDate: string; Status: string; IncludeActions: boolean };
  SubmittedAt: string;
  StartedAt: string;
  UpdatedAt: string;
  FinishedAt: string;
  ExpiresAt: string;
  DownloadSize: number;
}

export interface JourneyExportGetReply {
  Success: true;
  ExportJob: JourneyExportJob;
}

export const JourneyExportGet = defineCommand({
  name: 'journey.export.get',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['GET'], path: 'journey.export' },
  request: JourneyExportGetRequest,
  returns: reply<JourneyExportGetReply | RawHttpReply>(),
  rawReply: true,
  reply: 'Success, ExportJob; with download=1 on a Completed job the CSV file itself',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'missing ExportID (HTTP 422)', httpStatus: 422 },
    2: { meaning: 'ExportID is not a positive integer (HTTP 422)', httpStatus: 422 },
    3: { meaning: "no such export (also another user's) (HTTP 404)", httpStatus: 404 },
    4: { meaning: 'not a journey export (HTTP 404; never: this table holds only journey exports)', httpStatus: 404 },
    5: { meaning: 'download asked for before the job completed (HTTP 409)', httpStatus: 409 },
    6: { meaning: 'the file is larger than one answer carries (512 KiB) (HTTP 413)', httpStatus: 413 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'The status of a journey export job, or its CSV file once Completed.',
  notes: JOURNEYS_NOTES,
});
