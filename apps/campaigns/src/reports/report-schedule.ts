import { DateTime } from 'luxon';

import type { ReportFrequency } from '@mail/contracts';

/** Reports go out at this hour, UTC: a report is read at the start of a (European) working day. */
export const REPORT_HOUR_UTC = 8;

/**
 * The next run strictly after the day of `after` (UTC): daily → 08:00 the next day; weekly → 08:00 next Monday
 * (a week after when `after` is a Monday); monthly → 08:00 on the 1st of next month. Counted from the run time,
 * so a late run (downtime) is followed by the next regular one, never by a burst of catch-up runs.
 */
export function nextRunAt(frequency: ReportFrequency, after: Date): Date {
  const day = DateTime.fromJSDate(after, { zone: 'utc' }).startOf('day').set({ hour: REPORT_HOUR_UTC });
  if (frequency === 'daily') return day.plus({ days: 1 }).toJSDate();
  if (frequency === 'weekly') return day.plus({ days: 8 - day.weekday }).toJSDate();
  return day.startOf('month').plus({ months: 1 }).set({ hour: REPORT_HOUR_UTC }).toJSDate();
}

/** How far back the first run of a report looks (later runs cover the time since the previous run). */
export function firstPeriodStart(frequency: ReportFrequency, runAt: Date): Date {
  const at = DateTime.fromJSDate(runAt, { zone: 'utc' });
  return (frequency === 'daily' ? at.minus({ days: 1 }) : frequency === 'weekly' ? at.minus({ weeks: 1 }) : at.minus({ months: 1 })).toJSDate();
}
