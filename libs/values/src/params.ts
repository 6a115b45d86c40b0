import { toBool } from './bool';

/**
 * The legacy encodings of one request parameter (after the request DTO read it): a form string, a JSON
 * value, `x[]=a&x[]=b`, `{0:a,1:b}` or a JSON text. Each reader gives one meaning to every spelling.
 */

/** given: neither absent nor null (an empty string is given) */
export function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** trimmed text, '' when absent; an object or array as its JSON */
export function paramText(value: unknown): string {
  if (!isGiven(value)) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
}

/** a positive integer id: a safe integer, or 1 to 15 digits; undefined otherwise */
export function paramId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

/** distinct positive ids from comma-separated text, an array or an object of ids; invalid entries dropped */
export function paramIds(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : String(value ?? '').split(',');
  const ids: number[] = [];
  for (const part of parts) {
    const id = paramId(typeof part === 'string' ? part.trim() : part);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** an integer in the 32-bit range (paging, counts); anything else takes the fallback */
export function paramInt(value: unknown, fallback: number): number {
  const n = Number.parseInt(paramText(value), 10);
  return Number.isFinite(n) && Math.abs(n) <= 2_147_483_647 ? n : fallback;
}

/** the shared meaning of a boolean (toBool); the fallback only when absent */
export function paramBool(value: unknown, fallback: boolean): boolean {
  return isGiven(value) ? toBool(value) : fallback;
}

/** an array parameter: an array, an object keyed by position, a JSON array text, or one value */
export function paramList(value: unknown): string[] {
  if (!isGiven(value)) return [];
  if (Array.isArray(value)) return value.map((v) => (!isGiven(v) ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)));
  if (typeof value === 'object') {
    return Object.keys(value as object)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => String((value as Record<string, unknown>)[k] ?? ''));
  }
  const text = String(value);
  if (text.trim().startsWith('[')) {
    const parsed = parseJson(text);
    if (Array.isArray(parsed)) return paramList(parsed);
  }
  return [text];
}

/**
 * A keyed parameter: an object, a JSON object text, or an array (form bracket keys with numeric keys such as
 * `CustomFields[5]=x` arrive as a sparse array: index = key, empty slots dropped). undefined otherwise.
 */
export function paramMap(value: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    value.forEach((v, i) => {
      if (isGiven(v)) out[String(i)] = v;
    });
    return out;
  }
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    const parsed = parseJson(value);
    return Array.isArray(parsed) ? paramMap(parsed) : undefined;
  }
  if (value && typeof value === 'object') return value as Record<string, unknown>;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    const parsed = parseJson(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
