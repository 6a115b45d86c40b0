import { dayOf, nextDay } from './event-names';

/** a stats period: whole UTC days [from, to) and how the reply names them */
export interface StatsPeriod {
  from: Date;
  to: Date;
  startDate: string;
  endDate: string;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * StartDate and EndDate (strict Y-m-d, inclusive; a malformed value is its default): EndDate defaults to today,
 * StartDate to `defaultDays` before EndDate; an EndDate before StartDate is StartDate.
 */
export function periodOf(startDate: unknown, endDate: unknown, defaultDays: number, now = new Date()): StatsPeriod {
  const today = dayOf(ymd(now))!;
  const end0 = dayOf(endDate) ?? today;
  const start = dayOf(startDate) ?? new Date(end0.getTime() - defaultDays * 86_400_000);
  const end = end0 < start ? start : end0;
  return { from: start, to: nextDay(end), startDate: ymd(start), endDate: ymd(end) };
}

/** the period of the same length just before */
export function previousOf(p: StatsPeriod): { from: Date; to: Date } {
  return { from: new Date(p.from.getTime() - (p.to.getTime() - p.from.getTime())), to: p.from };
}

/** a / b × 100 with 2 decimals; 0 when b is 0 */
export const rate = (a: number, b: number): number => (b ? Math.round((a / b) * 10_000) / 100 : 0);
