/** An id the request DTO already checked (a positive integer, maybe as text). */
export function idParam(value: unknown): number {
  return Number(String(value).trim());
}

/** A text parameter as given, or undefined when absent (an empty string is a value: it clears a field). */
export function textParam(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  return typeof first === 'number' || typeof first === 'boolean' ? String(first) : undefined;
}
