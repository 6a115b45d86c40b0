/**
 * The one meaning of a boolean parameter on every service: `1`, `true`, `yes`, `on` (any case,
 * surrounding spaces ignored) are true; `0`, `false`, `no`, `off`, empty and anything else are false.
 * A JSON number is read by its digits, so only 1 is true.
 */
export function toBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return TRUE_WORDS.test(String(value).trim());
}

const TRUE_WORDS = /^(1|true|yes|on)$/i;
