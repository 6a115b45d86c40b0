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

/** A boolean parameter the request DTO accepted: 1/true/on/yes (any case) is true, anything else false. */
export function flagParam(value: unknown): boolean {
  return value === true || ((typeof value === 'string' || typeof value === 'number') && /^(1|true|on|yes)$/i.test(String(value).trim()));
}

/** An optional id where 0 or absence means none: the id, or 0. */
export function optionalIdParam(value: unknown): number {
  if (typeof value !== 'string' && typeof value !== 'number') return 0;
  const id = Number(String(value).trim());
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
