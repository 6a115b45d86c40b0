import { SECRET_SETTING_FRAGMENTS } from '@mail/contracts';

const REDACTED = '***REDACTED***';

/** a name with a secret-like fragment (case-insensitive; `SMTPPassword` as well as `SMTP_PASSWORD`) */
export function isSecretName(name: string): boolean {
  const upper = name.toUpperCase();
  const squashed = upper.replace(/_/g, '');
  return SECRET_SETTING_FRAGMENTS.some((f) => upper.includes(f) || (f.replace(/_/g, '').length > 4 && squashed.includes(f.replace(/_/g, ''))));
}

/** the values with secrets replaced; empty values stay empty so that "set but blank" shows */
export function redacted(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v !== '' && v !== undefined && v !== null && isSecretName(k) ? REDACTED : v]));
}

/** a URL's password (DATABASE_URL, SMTP_URL …) masked, whatever the variable's name */
export function withoutUrlPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@\s]+@/i, `$1${REDACTED}@`);
}
