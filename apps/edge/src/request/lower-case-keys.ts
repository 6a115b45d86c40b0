/**
 * PostgreSQL text cannot hold NUL, and no parameter of the API has a use for it: it is dropped at the
 * edge so that it can never turn a request into a database error.
 */
export function withoutNul(value: string): string {
  return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
}

/**
 * Names Object.prototype's plumbing uses: never a parameter name, so dropped at the top level of the params (libs/bus
 * validate-params relies on it). Below it they are data (an event property, a custom field alias named `constructor`).
 */
export function isUnsafeKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}

/**
 * A nested object of the params: without a prototype, so that a caller's `__proto__` or `constructor` key is a key
 * like any other (an own property; JSON.stringify sends it on as one), never the object's prototype.
 */
export function nestedObject(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

/**
 * The dispatcher lower-cases every nested request key (spec rule 5) and drops NUL characters from values. The top
 * level drops the unsafe keys; nested objects keep them (see nestedObject).
 */
export function lowerCaseKeys(value: unknown, depth = 0): unknown {
  if (depth > 32) return value;
  if (Array.isArray(value)) return value.map((v) => lowerCaseKeys(v, depth + 1));
  if (typeof value === 'string') return withoutNul(value);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = depth === 0 ? {} : nestedObject();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const lower = key.toLowerCase();
    if (depth === 0 && isUnsafeKey(lower)) continue;
    out[lower] = lowerCaseKeys(v, depth + 1);
  }
  return out;
}
