/**
 * PHP's `date()` format characters, the vendor's date syntax (`{{ dateFormat-F_j,_Y Now }}`, `%Date=F j, Y%`),
 * in UTC. `\` escapes the next character; characters that are not format characters are copied.
 */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const hours12 = (d: Date) => d.getUTCHours() % 12 || 12;
const daysInMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const dayOfYear = (d: Date) => Math.floor((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000);

function isoWeek(d: Date): { week: number; year: number } {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  t.setUTCDate(t.getUTCDate() + 4 - (t.getUTCDay() || 7));
  const start = Date.UTC(t.getUTCFullYear(), 0, 1);
  return { week: Math.ceil(((t.getTime() - start) / 86_400_000 + 1) / 7), year: t.getUTCFullYear() };
}

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

const FORMATS: Record<string, (d: Date) => string> = {
  d: (d) => pad(d.getUTCDate()),
  D: (d) => DAYS[d.getUTCDay()].slice(0, 3),
  j: (d) => String(d.getUTCDate()),
  l: (d) => DAYS[d.getUTCDay()],
  N: (d) => String(d.getUTCDay() || 7),
  S: (d) => ordinal(d.getUTCDate()),
  w: (d) => String(d.getUTCDay()),
  z: (d) => String(dayOfYear(d)),
  W: (d) => pad(isoWeek(d).week),
  F: (d) => MONTHS[d.getUTCMonth()],
  m: (d) => pad(d.getUTCMonth() + 1),
  M: (d) => MONTHS[d.getUTCMonth()].slice(0, 3),
  n: (d) => String(d.getUTCMonth() + 1),
  t: (d) => String(daysInMonth(d)),
  L: (d) => (isLeap(d.getUTCFullYear()) ? '1' : '0'),
  o: (d) => String(isoWeek(d).year),
  Y: (d) => String(d.getUTCFullYear()),
  y: (d) => pad(d.getUTCFullYear() % 100),
  a: (d) => (d.getUTCHours() < 12 ? 'am' : 'pm'),
  A: (d) => (d.getUTCHours() < 12 ? 'AM' : 'PM'),
  g: (d) => String(hours12(d)),
  G: (d) => String(d.getUTCHours()),
  h: (d) => pad(hours12(d)),
  H: (d) => pad(d.getUTCHours()),
  i: (d) => pad(d.getUTCMinutes()),
  s: (d) => pad(d.getUTCSeconds()),
  v: (d) => pad(d.getUTCMilliseconds(), 3),
  e: () => 'UTC',
  T: () => 'UTC',
  P: () => '+00:00',
  O: () => '+0000',
  Z: () => '0',
  U: (d) => String(Math.floor(d.getTime() / 1000)),
  c: (d) => d.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
  r: (d) => formatPhpDate(d, 'D, d M Y H:i:s O'),
};

export function formatPhpDate(date: Date, format: string): string {
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const ch = format[i];
    if (ch === '\\' && i + 1 < format.length) out += format[++i];
    else out += FORMATS[ch]?.(date) ?? ch;
  }
  return out;
}

/** A stored date (`2024-12-25`, `2024-12-25 08:30:00`, ISO 8601) read as UTC, or undefined when it is not one. */
export function parseFieldDate(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  return Number.isNaN(date.getTime()) || date.getUTCMonth() !== Number(mo) - 1 ? undefined : date;
}
