import { parseExpression } from 'cron-parser';
import { DateTime } from 'luxon';

import type { ScheduleType } from '@mail/contracts';

/** A campaign's schedule as stored: Recursive lists are already decoded (0 = every, as the contract says). */
export interface Schedule {
  type: ScheduleType;
  sendDate: string;
  sendTime: string;
  /** a zone luxon reads (see zoneOf) */
  zone: string;
  daysOfWeek: number[];
  daysOfMonth: number[];
  months: number[];
  hours: number[];
  minutes: number[];
  /** 0 = unlimited */
  maxInstances: number;
  sentInstances: number;
}

/**
 * When a campaign is next due: Immediate now, Future at its date and time in its zone, Recursive at the next
 * fire time after `now` (null once every instance is sent), Not Scheduled never (null). A local time that does
 * not exist (the hour skipped when daylight saving time starts) moves forward by the gap; an ambiguous one (the
 * hour repeated when it ends) is the first of the two.
 */
export function nextSendAt(schedule: Schedule, now: Date): Date | null {
  switch (schedule.type) {
    case 'Immediate':
      return now;
    case 'Future':
      return futureSendAt(schedule.sendDate, schedule.sendTime, schedule.zone);
    case 'Recursive':
      return nextRecurrence(schedule, now);
    default:
      return null;
  }
}

export function futureSendAt(date: string, time: string, zone: string): Date {
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const local = DateTime.fromISO(date, { zone }).set({ hour, minute, second, millisecond: 0 });
  return local.toJSDate();
}

/** The cron expression of a Recursive schedule (minute hour day-of-month month day-of-week; Sunday is 7). */
export function cronOf(schedule: Pick<Schedule, 'minutes' | 'hours' | 'daysOfMonth' | 'months' | 'daysOfWeek'>): string {
  const field = (values: number[], every: boolean) => (every || !values.length ? '*' : values.join(','));
  const dom = field(schedule.daysOfMonth, schedule.daysOfMonth.includes(0));
  const dow = field(schedule.daysOfWeek, schedule.daysOfWeek.includes(0));
  // cron ORs restricted day-of-month and day-of-week; a schedule naming only one leaves the other '*'
  return [schedule.minutes.join(','), schedule.hours.join(','), dom, field(schedule.months, schedule.months.includes(0)), dow].join(' ');
}

export function nextRecurrence(schedule: Schedule, after: Date): Date | null {
  if (schedule.maxInstances > 0 && schedule.sentInstances >= schedule.maxInstances) return null;
  const cron = parseExpression(cronOf(schedule), { currentDate: after, tz: schedule.zone });
  return cron.hasNext() ? cron.next().toDate() : null;
}
