/**
 * A report's range bound: `YYYY-MM-DD`, or with a time (`YYYY-MM-DD HH:MM[:SS]`, a `T` also accepted), UTC.
 * `end` makes the bound inclusive: a date-only end covers its whole day, a timed end its whole second.
 * Undefined when the text is no such date (or no real day, e.g. 2026-02-30).
 */
export function rangeBound(raw: unknown, end: boolean): Date | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(String(raw).trim());
  if (!m) return undefined;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const at = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  if (at.getUTCFullYear() !== +y || at.getUTCMonth() !== +mo - 1 || at.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return undefined;
  if (!end) return at;
  return new Date(at.getTime() + (m[4] === undefined ? 86_400_000 : 1000));
}
