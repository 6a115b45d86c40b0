import {
  canonicalOf,
  CommandError,
  countOf,
  intsOf,
  isDateText,
  isPresent,
  isTimeText,
  RecursiveScheduleRanges,
  type ScheduleType,
  ScheduleTypes,
  type CampaignUpdateRequest,
} from '@mail/contracts';
import { zoneOf } from '@mail/values';

import type { CampaignPatch, CampaignRow } from '../campaign.row';
import { nextSendAt, type Schedule } from '../schedule/next-send-at';

/** the typed Campaign.Update input */
type Params = CampaignUpdateRequest;

const SCHEDULE_PARAMS: (keyof Params)[] = [
  'scheduletype',
  'senddate',
  'sendtime',
  'sendtimezone',
  'schedulerecdaysofweek',
  'schedulerecdaysofmonth',
  'schedulerecmonths',
  'schedulerechours',
  'schedulerecminutes',
  'schedulerecsendmaxinstance',
];

/** Whether the request touches the schedule at all (then it is validated as a whole and next_send_at recomputed). */
export function touchesSchedule(params: Params): boolean {
  return SCHEDULE_PARAMS.some((name) => isPresent(params[name]));
}

/** The effective schedule type: this request's, else the stored one. */
export function scheduleTypeOf(params: Params, row: Pick<CampaignRow, 'schedule_type'>): ScheduleType {
  return canonicalOf(ScheduleTypes, params.scheduletype) ?? row.schedule_type;
}

const fail = (code: number, message: string) => new CommandError(code, message);

/**
 * The schedule columns of a Campaign.Update: each value from the request when given, else as stored, validated
 * together (codes 6–13 in the spec's order, then 27 for a Future time already past) and next_send_at computed in
 * the schedule's time zone. The request DTO has checked what this request sent; this checks the merged whole.
 */
export function schedulePatch(params: Params, row: CampaignRow, now: Date): CampaignPatch {
  const type = scheduleTypeOf(params, row);
  const pick = (name: keyof Params, stored: string): unknown => (isPresent(params[name]) ? params[name] : stored);
  const sendDate = String(pick('senddate', row.send_date)).trim();
  const sendTime = String(pick('sendtime', row.send_time)).trim();
  const zoneText = String(pick('sendtimezone', row.send_time_zone)).trim();
  const list = (name: keyof Params, stored: string, range: { min: number; max: number }) => intsOf(pick(name, stored), range);
  const week = list('schedulerecdaysofweek', row.rec_days_of_week, RecursiveScheduleRanges.daysOfWeek);
  const month = list('schedulerecdaysofmonth', row.rec_days_of_month, RecursiveScheduleRanges.daysOfMonth);
  const months = list('schedulerecmonths', row.rec_months, RecursiveScheduleRanges.months);
  const hours = list('schedulerechours', row.rec_hours, RecursiveScheduleRanges.hours);
  const minutes = list('schedulerecminutes', row.rec_minutes, RecursiveScheduleRanges.minutes);
  const max = isPresent(params.schedulerecsendmaxinstance) ? countOf(params.schedulerecsendmaxinstance) : row.rec_max_instances;

  if (type === 'Future') {
    if (!isDateText(sendDate)) throw fail(6, 'Send date is required for future scheduled campaigns');
    if (!isTimeText(sendTime)) throw fail(7, 'Send time is required for future scheduled campaigns');
  }
  if (type === 'Recursive') {
    if (!week && !month) throw fail(8, 'Either days of the week or days of the month must be specified for recursive campaigns');
    if (!months) throw fail(9, 'Months are required for recursive campaigns');
    if (!hours) throw fail(10, 'Hours are required for recursive campaigns');
    if (!minutes) throw fail(11, 'Minutes are required for recursive campaigns');
    if (max === undefined) throw fail(12, 'Maximum instances are required for recursive campaigns');
  }
  const zone = zoneOf(zoneText);
  if ((type === 'Future' || type === 'Recursive') && !zone) throw fail(13, 'Timezone is required for scheduled campaigns (an IANA name such as Europe/Berlin)');

  const schedule: Schedule = {
    type,
    sendDate,
    sendTime,
    zone: zone ?? 'UTC',
    daysOfWeek: week ?? [],
    daysOfMonth: month ?? [],
    months: months ?? [],
    hours: hours ?? [],
    minutes: minutes ?? [],
    maxInstances: max ?? 0,
    sentInstances: row.rec_sent_instances,
  };
  const next = nextSendAt(schedule, now);
  if (type === 'Future' && next && next.getTime() < now.getTime()) throw fail(27, 'The scheduled time is in the past');
  return {
    schedule_type: type,
    send_date: isDateText(sendDate) ? sendDate : null,
    send_time: isTimeText(sendTime) ? sendTime : '',
    send_time_zone: zone ? zoneText : '',
    rec_days_of_week: (week ?? []).join(','),
    rec_days_of_month: (month ?? []).join(','),
    rec_months: (months ?? []).join(','),
    rec_hours: (hours ?? []).join(','),
    rec_minutes: (minutes ?? []).join(','),
    rec_max_instances: max ?? 0,
    next_send_at: next,
  };
}

/**
 * When a campaign whose run just ended is next due: the next Recursive fire time after `after` (null once its
 * sent instances reach the maximum), never again for the other schedule types. For the delivery scheduler.
 */
export function nextRunAfter(row: CampaignRow, after: Date): Date | null {
  return row.schedule_type === 'Recursive' ? (schedulePatch({}, row, after).next_send_at ?? null) : null;
}
