/** PostgreSQL text and jsonb refuse NUL characters: they are dropped from anything stored. */
export function storable(text: string, max = 1000): string {
  return text.replace(/\u0000/g, '').slice(0, max);
}

/** A JSON value with NUL characters dropped from every string and key (see storable). */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storable(value, 10_000);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [storable(k, 200), storableJson(v)]));
  return value;
}
