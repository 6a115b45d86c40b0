/** a boolean flag as clients send it: true, 'true', '1', 'yes' (any case) */
export function isTrue(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && /^(true|1|yes)$/i.test(value.trim()));
}
