import { IsInt, IsString, Matches, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class AutoresponderDatesTickPayload {}

/** every hour at :07 (UTC): a day's date autoresponders are checked in its first hour, and again (harmlessly) later */
export const AUTORESPONDER_DATES_CRON = '7 * * * *';

/** Enqueues today's check of every Enabled date autoresponder. `singleton`: a slow tick never overlaps the next. */
export const AutoresponderDatesTick = defineJob({
  service: 'campaigns',
  name: 'autoresponder-dates-tick',
  payload: AutoresponderDatesTickPayload,
  policy: 'singleton',
  retryLimit: 0,
  expireInSeconds: 300,
});

export class AutoresponderDateRunPayload {
  @IsInt() @Min(1) autoresponderId!: number;
  /** the day checked, YYYY-MM-DD (UTC) */
  @IsString() @Matches(/^\d{4}-\d{2}-\d{2}$/) date!: string;
}

/**
 * One date autoresponder on one day: asks lists for the members whose date falls on it and schedules each one's
 * message (a send row per subscriber and day, so a rerun schedules nothing twice). Retried when lists is away.
 */
export const AutoresponderDateRun = defineJob({
  service: 'campaigns',
  name: 'autoresponder-date-run',
  payload: AutoresponderDateRunPayload,
  policy: 'stately',
  singletonKey: (p) => `${p.autoresponderId}:${p.date}`,
  retryLimit: 10,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 900,
});
