import { toBool } from '@mail/values';

/**
 * Reads bus params whatever casing or encoding the client used: keys are matched case-insensitively
 * (the edge lower-cases them, in-process callers may not), values may be strings (form) or JSON types.
 */
export type Params = Record<string, unknown>;

export class ParamReader {
  private readonly values = new Map<string, unknown>();

  constructor(params: unknown) {
    if (params && typeof params === 'object') {
      for (const [key, value] of Object.entries(params as Params)) this.values.set(key.toLowerCase(), value);
    }
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase()) && this.values.get(name.toLowerCase()) !== undefined && this.values.get(name.toLowerCase()) !== null;
  }

  raw(name: string): unknown {
    return this.values.get(name.toLowerCase());
  }

  /** trimmed string, '' when absent */
  str(name: string): string {
    const value = this.raw(name);
    if (value === undefined || value === null) return '';
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value).trim();
  }

  /** string or undefined when absent (present-but-empty stays '') */
  opt(name: string): string | undefined {
    return this.has(name) ? this.str(name) : undefined;
  }

  /** positive integer id, undefined when absent or not a positive integer */
  id(name: string): number | undefined {
    return toId(this.raw(name));
  }

  /** an integer in the 32-bit range (paging, counts); anything else takes the fallback */
  int(name: string, fallback: number): number {
    const n = Number.parseInt(this.str(name), 10);
    return Number.isFinite(n) && Math.abs(n) <= 2_147_483_647 ? n : fallback;
  }

  /** the shared meaning of a boolean (@mail/values toBool); the fallback only when absent */
  bool(name: string, fallback = false): boolean {
    if (!this.has(name)) return fallback;
    return toBool(this.raw(name));
  }

  /** comma-separated ids, or an array of ids; invalid entries dropped */
  ids(name: string): number[] {
    return toIds(this.raw(name));
  }

  /** an array param: `x[]=a&x[]=b`, `{0:a,1:b}`, a JSON array string, or one value */
  list(name: string): string[] {
    return toList(this.raw(name));
  }

  /** an object param: nested keys or a JSON string */
  obj(name: string): Params | undefined {
    const value = this.raw(name);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Params;
    if (typeof value === 'string' && value.trim().startsWith('{')) {
      try {
        const parsed = JSON.parse(value) as unknown;
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Params) : undefined;
      } catch {
        return undefined;
      }
    }
    return undefined;
  }

  /**
   * A keyed param whatever the encoding: an object, a JSON object string, or an array (form bracket keys with
   * numeric keys such as `CustomFields[5]=x` arrive as a sparse array: index = key, empty slots dropped).
   */
  map(name: string): Params | undefined {
    const value = this.raw(name);
    if (Array.isArray(value)) {
      const out: Params = {};
      value.forEach((v, i) => {
        if (v !== null && v !== undefined) out[String(i)] = v;
      });
      return out;
    }
    if (typeof value === 'string' && value.trim().startsWith('[')) {
      try {
        const parsed = JSON.parse(value) as unknown;
        if (Array.isArray(parsed)) return new ParamReader({ [name]: parsed }).map(name);
      } catch {
        return undefined;
      }
    }
    return this.obj(name);
  }

  /** every key (lower-cased) with its value */
  entries(): [string, unknown][] {
    return [...this.values.entries()];
  }
}

export function toId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

export function toIds(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : String(value ?? '').split(',');
  const ids: number[] = [];
  for (const part of parts) {
    const id = toId(typeof part === 'string' ? part.trim() : part);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export function toList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map((v) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)));
  if (typeof value === 'object') {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => String((value as Params)[k] ?? ''));
  }
  const text = String(value);
  if (text.trim().startsWith('[')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed)) return toList(parsed);
    } catch {
      /* a plain value that starts with [ */
    }
  }
  return [text];
}
