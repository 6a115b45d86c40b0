/**
 * PostgreSQL text cannot hold NUL, and no parameter of the API has a use for it: it is dropped at the
 * edge so that it can never turn a request into a database error.
 */
export function withoutNul(value: string): string {
  return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
}

/** The dispatcher lower-cases every nested request key (spec rule 5) and drops NUL characters from values. */
export function lowerCaseKeys(value: unknown, depth = 0): unknown {
  if (depth > 32) return value;
  if (Array.isArray(value)) return value.map((v) => lowerCaseKeys(v, depth + 1));
  if (typeof value === 'string') return withoutNul(value);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const lower = key.toLowerCase();
    if (lower === '__proto__' || lower === 'constructor' || lower === 'prototype') continue;
    out[lower] = lowerCaseKeys(v, depth + 1);
  }
  return out;
}
