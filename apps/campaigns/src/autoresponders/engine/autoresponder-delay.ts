import type { RepeatRule } from '@mail/contracts';

const SECOND = 1000;
const UNIT_MS: Record<string, number> = {
  'Seconds later': SECOND,
  'Minutes later': 60 * SECOND,
  'Hours later': 3600 * SECOND,
  'Days later': 86_400 * SECOND,
  'Weeks later': 7 * 86_400 * SECOND,
};

/** calendar months later (the 31st becomes the month's last day) */
function monthsLater(from: Date, months: number): Date {
  const at = new Date(from);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at;
}

/** when a message triggered at `from` is due: its delay type and amount (Immediately: at once) */
export function dueAt(from: Date, timeType: string, time: number): Date {
  if (timeType === 'Months later') return monthsLater(from, time);
  return new Date(from.getTime() + (UNIT_MS[timeType] ?? 0) * Math.max(0, time));
}

/** when the next repeat of a message due at `from` is due */
export function repeatAt(from: Date, rule: RepeatRule): Date {
  if (rule.unit === 'M') return monthsLater(from, rule.interval);
  const unit = { H: 'Hours later', D: 'Days later', W: 'Weeks later' }[rule.unit];
  return dueAt(from, unit, rule.interval);
}
