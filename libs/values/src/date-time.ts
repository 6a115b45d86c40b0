/** The spec's timestamp format, `YYYY-MM-DD HH:MM:SS`, in UTC. Null and invalid dates render as ''. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:MM[:SS]` (UTC) → Date; undefined when malformed or not a real date. */
export function parseDateTime(value: string): Date | undefined {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  if (+h > 23 || +mi > 59 || +s > 59) return undefined;
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  return date.getUTCFullYear() === +y && date.getUTCMonth() === +mo - 1 && date.getUTCDate() === +d ? date : undefined;
}

/** A date or date-time in, the spec's `YYYY-MM-DD HH:MM:SS` out; undefined when invalid. */
export function normalizeDateTime(value: string): string | undefined {
  const date = parseDateTime(value);
  return date ? formatDateTime(date) : undefined;
}

export function nowText(): string {
  return formatDateTime(new Date());
}

export function yesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No';
}
