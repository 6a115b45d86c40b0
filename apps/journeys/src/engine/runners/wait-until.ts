import { DAYS } from '../../actions/action-fields';

const UNIT_SECONDS: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

export interface WaitParams {
  WaitUnit?: unknown;
  WaitAmount?: unknown;
  TimeConstraintEnabled?: unknown;
  DontSendBefore?: unknown;
  DontSendAfter?: unknown;
  AllowedDays?: unknown;
  TimeZone?: unknown;
}

/**
 * When a Wait started at `from` ends: after WaitAmount WaitUnits, then (TimeConstraintEnabled) moved forward to
 * the first minute inside DontSendBefore..DontSendAfter on an AllowedDay, read in the action's TimeZone.
 */
export function waitUntil(p: WaitParams, from: Date): Date {
  const seconds = Number(p.WaitAmount ?? 0) * (UNIT_SECONDS[String(p.WaitUnit)] ?? 0);
  let at = new Date(from.getTime() + seconds * 1000);
  if (p.TimeConstraintEnabled !== true) return at;
  const tz = typeof p.TimeZone === 'string' ? p.TimeZone : 'UTC';
  const before = minutesOf(p.DontSendBefore, 0);
  const after = minutesOf(p.DontSendAfter, 24 * 60);
  const days = Array.isArray(p.AllowedDays) && p.AllowedDays.length ? (p.AllowedDays as string[]) : DAYS;
  // minute steps up to 8 days: simple and exact across DST changes
  for (let i = 0; i < 8 * 24 * 60; i++) {
    const local = localTime(at, tz);
    if (days.includes(local.day) && local.minutes >= before && local.minutes < after) return at;
    at = new Date((Math.floor(at.getTime() / 60_000) + 1) * 60_000);
  }
  return at;
}

function minutesOf(value: unknown, fallback: number): number {
  const m = /^(\d{2}):(\d{2})$/.exec(typeof value === 'string' ? value : '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : fallback;
}

function localTime(at: Date, timeZone: string): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((x) => x.type === type)?.value ?? '0';
  return { day: get('weekday').toLowerCase().slice(0, 3), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}
