import { IsInt, IsISO8601, IsPositive } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class ReportTickPayload {}

/** every minute (UTC): a report is due at a whole hour, so it goes out within a minute of it */
export const REPORT_TICK_CRON = '* * * * *';

/** Claims the due reports and enqueues their runs. `singleton`: a slow tick never overlaps the next one. */
export const ReportTick = defineJob({
  service: 'campaigns',
  name: 'report-tick',
  payload: ReportTickPayload,
  policy: 'singleton',
  retryLimit: 0,
  expireInSeconds: 300,
});

export class ReportRunPayload {
  @IsInt() @IsPositive() reportId!: number;
  /** the period the report covers, [from, to): fixed when the run is claimed, so a retry reports the same one */
  @IsISO8601() from!: string;
  @IsISO8601() to!: string;
}

/** One run of one report: builds it and mails every recipient; retried (backoff) when a send fails. */
export const ReportRun = defineJob({
  service: 'campaigns',
  name: 'report-run',
  payload: ReportRunPayload,
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
});
