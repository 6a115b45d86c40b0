/** Value checks shared by every command. */
const EMAIL = /^[^\s@"'<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM(:SS)' → normalised 'YYYY-MM-DD HH:MM:SS', undefined when invalid. */
export function parseDateTime(value: string): string | undefined {
  const m = DATE.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  if (date.getUTCFullYear() !== +y || date.getUTCMonth() !== +mo - 1 || date.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return undefined;
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

export function isIp(value: string): boolean {
  const v4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
  return v4.test(value) || (/^[0-9a-fA-F:.]+$/.test(value) && value.includes(':') && value.length <= 45);
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC */
export function nowText(): string {
  return new Date().toISOString().slice(0, 19).replace('T', ' ');
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
