/** strings at least this long are carried over as they are (a string is immutable: sharing it is a copy) */
const SHARED_STRING_CHARS = 64 * 1024;
const MARK = '\u0000json-copy:';

/**
 * What a JSON round trip of `value` gives (toJSON, dropped undefined and functions, Dates as text), without
 * copying long strings twice more: each is replaced by a short mark on the way out and put back on the way in.
 * A 10 MB import body crossing the in-process bus was held three times (payload, its JSON, the parsed copy).
 */
export function jsonCopy(value: unknown): unknown {
  // most payloads are small: the plain round trip (a replacer turns off JSON.stringify's fast path)
  if (!mayHoldLongString(value, { left: 2_000 })) return JSON.parse(JSON.stringify(value ?? null)) as unknown;
  const shared: string[] = [];
  const text = JSON.stringify(value ?? null, (_key, v: unknown) => {
    if (typeof v === 'string' && (v.length >= SHARED_STRING_CHARS || v.startsWith(MARK))) {
      shared.push(v);
      return `${MARK}${shared.length - 1}`;
    }
    return v;
  });
  if (!shared.length) return JSON.parse(text) as unknown;
  return JSON.parse(text, (_key, v: unknown) => (typeof v === 'string' && v.startsWith(MARK) ? shared[Number(v.slice(MARK.length))] : v)) as unknown;
}

/** whether a long string may be inside `value` (true also when the walk ran out of budget) */
function mayHoldLongString(value: unknown, budget: { left: number }): boolean {
  if (--budget.left < 0) return true;
  if (typeof value === 'string') return value.length >= SHARED_STRING_CHARS || value.startsWith(MARK);
  if (!value || typeof value !== 'object') return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return true;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (mayHoldLongString(item, budget)) return true;
  return false;
}
