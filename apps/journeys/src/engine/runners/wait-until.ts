import { FixedOffsetZone } from 'luxon';

import { zoneOf } from '@mail/values';

import { DAYS } from '../../actions/action-fields';

const UNIT_SECONDS = new Map([
  ['seconds', 1],
  ['minutes', 60],
  ['hours', 3600],
  ['days', 86_400],
]);
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
/** more than any UTC offset change (DST moves by an hour at most; a margin of two): jumps never pass a window's start */
const JUMP_MARGIN = 120;

export interface WaitParams {
  WaitUnit?: unknown;
  WaitAmount?: unknown;
  TimeConstraintEnabled?: unknown;
  DontSendBefore?: unknown;
  DontSendAfter?: unknown;
  AllowedDays?: unknown;
  /** the action's own zone: used only when neither the subscriber's nor the user's is known */
  TimeZone?: unknown;
}

/** whether `tz` is a time zone this runtime knows (IANA names, `UTC`, fixed offsets such as `UTC+5:30`) */
export function isTimeZone(tz: string): boolean {
  if (fixedOffset(tz) !== undefined) return true;
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone a stored time-zone value names (an IANA name or the vendor's `(GMT+02:00) Istanbul` label, read by
 * libs/values' zoneOf), when this runtime's Intl can compute local times in it; undefined otherwise.
 */
export function timeZoneOf(value: unknown): string | undefined {
  const zone = typeof value === 'string' ? zoneOf(value) : undefined;
  return zone && isTimeZone(zone) ? zone : undefined;
}

/**
 * When a Wait started at `from` ends: after WaitAmount WaitUnits, then (TimeConstraintEnabled) moved forward to
 * the first minute inside DontSendBefore..DontSendAfter on an AllowedDay, read in `timeZone` (the subscriber's or
 * the user's: WaitTimeZones), else in the action's TimeZone, else UTC. Local times are read through Intl at each
 * candidate instant, so days of 23 or 25 hours and a window start inside a DST gap (the first minute after it) come
 * out right.
 */
export function waitUntil(p: WaitParams, from: Date, timeZone?: string): Date {
  const seconds = Number(p.WaitAmount ?? 0) * (UNIT_SECONDS.get(String(p.WaitUnit)) ?? 0);
  let at = new Date(from.getTime() + seconds * 1000);
  if (p.TimeConstraintEnabled !== true) return at;
  const tz = timeZone ?? timeZoneOf(p.TimeZone) ?? 'UTC';
  const before = minutesOf(p.DontSendBefore, 0);
  const after = minutesOf(p.DontSendAfter, DAY_MINUTES);
  const days = Array.isArray(p.AllowedDays) && p.AllowedDays.length ? (p.AllowedDays as string[]) : DAYS;
  if (before >= after) return at;
  // up to 8 days ahead: jump towards the next window start (never past it), then go minute by minute
  for (let i = 0; i < 10_000 && at.getTime() - from.getTime() < (seconds + 9 * 86_400) * 1000; i++) {
    const local = localTime(at, tz);
    const allowed = days.includes(local.day);
    if (allowed && local.minutes >= before && local.minutes < after) return at;
    const gap = allowed && local.minutes < before ? before - local.minutes : DAY_MINUTES - local.minutes;
    const step = Math.max(1, gap - JUMP_MARGIN);
    at = new Date((Math.floor(at.getTime() / MINUTE) + step) * MINUTE);
  }
  return at;
}

function minutesOf(value: unknown, fallback: number): number {
  const m = /^(\d{2}):(\d{2})$/.exec(typeof value === 'string' ? value : '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : fallback;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** minutes east of UTC of a fixed-offset zone (`UTC+5:30`, `UTC-3`, luxon's spelling), else undefined */
function fixedOffset(timeZone: string): number | undefined {
  if (!/^utc[+-]/i.test(timeZone)) return undefined;
  const zone = FixedOffsetZone.parseSpecifier(timeZone);
  return zone?.isValid ? zone.offset(0) : undefined;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function localTime(at: Date, timeZone: string): { day: string; minutes: number } {
  const offset = fixedOffset(timeZone);
  if (offset !== undefined) {
    const local = new Date(at.getTime() + offset * MINUTE);
    return { day: WEEKDAYS[local.getUTCDay()], minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
  }
  const parts = formatter(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((x) => x.type === type)?.value ?? '0';
  return { day: get('weekday').toLowerCase().slice(0, 3), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}
