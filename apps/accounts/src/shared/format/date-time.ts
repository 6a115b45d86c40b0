/** The spec's timestamp format, `YYYY-MM-DD HH:MM:SS`, in UTC. Null/invalid dates render as ''. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Accepts `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS` (taken as UTC); undefined when malformed. */
export function parseDateTime(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  return date.getUTCMonth() === +mo - 1 && date.getUTCDate() === +d ? date : undefined;
}

export function yesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No';
}
