import { paramText } from '@mail/values';

import { fail } from '../common/errors';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

export interface StatsWindow {
  from: string;
  to: string;
}

/** YYYY-MM-DD of a real calendar day, or undefined */
function day(text: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : undefined;
}

/** StartDate and EndDate (UTC days, default the last 30 days to today): codes for a bad start, a bad end, start after end */
export function statsWindow(input: { startdate?: unknown; enddate?: unknown }, codes: [number, number, number], now = new Date()): StatsWindow {
  const today = now.toISOString().slice(0, 10);
  const startText = paramText(input.startdate);
  const endText = paramText(input.enddate);
  const from = startText ? day(startText) : new Date(now.getTime() - DEFAULT_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (!from) throw fail(codes[0], 'StartDate must be a YYYY-MM-DD date');
  const to = endText ? day(endText) : today;
  if (!to) throw fail(codes[1], 'EndDate must be a YYYY-MM-DD date');
  if (from > to) throw fail(codes[2], 'StartDate is after EndDate');
  return { from, to };
}

/** every day of the window, in order */
export function daysOf({ from, to }: StatsWindow): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`) && days.length < 3700; t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** a fraction with four decimals (0 when nothing was sent) */
export function rate(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;
}
