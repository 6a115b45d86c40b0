import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEYS_NOTES } from './journey-shared';

/** journey.export.submit: read by the service in code order. */
export class JourneyExportSubmitRequest {
  @Param('YYYY-MM-DD (UTC); default 30 days ago')
  statsstartdate?: string;

  @Param('YYYY-MM-DD (UTC); default today')
  statsenddate?: string;

  @Param('Enabled, Disabled or all (default)')
  status?: string;

  @Param('Truthy (1, true, yes, on): one row per SendEmail action under each journey')
  includeactions?: unknown;
}

export interface JourneyExportSubmitReply {
  Success: true;
  ExportID: number;
}

export const JourneyExportSubmit = defineCommand({
  name: 'journey.export.submit',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['POST'], path: 'journey.export' },
  request: JourneyExportSubmitRequest,
  returns: reply<JourneyExportSubmitReply>(),
  reply: 'Success, ExportID',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'StatsStartDate is not a YYYY-MM-DD date (HTTP 422)', httpStatus: 422 },
    2: { meaning: 'StatsEndDate is not a YYYY-MM-DD date (HTTP 422)', httpStatus: 422 },
    3: { meaning: 'StatsStartDate is after StatsEndDate (HTTP 422)', httpStatus: 422 },
    4: { meaning: 'Status is not Enabled, Disabled or all (HTTP 422)', httpStatus: 422 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Start a job writing the caller’s journeys with their statistics for a date window to a CSV file.',
  notes: JOURNEYS_NOTES,
});
