/**
 * Params arrive with lower-cased keys and as strings (form) or JSON values. These readers give one
 * meaning to each spelling so that services never parse by hand.
 */
export function str(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function trimmed(value: unknown): string | undefined {
  const s = str(value)?.trim();
  return s ? s : undefined;
}

/** A non-negative integer, or undefined when absent or malformed. */
export function int(value: unknown): number | undefined {
  const s = str(value)?.trim();
  if (!s || !/^\d{1,10}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= 2_147_483_647 ? n : undefined;
}

/** Comma-separated string, array, or single value → trimmed non-empty strings. */
export function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : (str(value) ?? '').split(',');
  return items.map((v) => str(v)?.trim() ?? '').filter(Boolean);
}

export function has(params: Record<string, unknown>, key: string): boolean {
  return params[key] !== undefined && params[key] !== null;
}
