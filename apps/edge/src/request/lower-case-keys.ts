/** The dispatcher lower-cases every nested request key (spec rule 5). Values are left untouched. */
export function lowerCaseKeys(value: unknown, depth = 0): unknown {
  if (depth > 32) return value;
  if (Array.isArray(value)) return value.map((v) => lowerCaseKeys(v, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const lower = key.toLowerCase();
    if (lower === '__proto__' || lower === 'constructor' || lower === 'prototype') continue;
    out[lower] = lowerCaseKeys(v, depth + 1);
  }
  return out;
}
