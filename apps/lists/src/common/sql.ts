import { ownValue } from '@mail/values';

/** Formats a timestamp column as the spec's 'YYYY-MM-DD HH:MM:SS' inside SQL (no Date round trip). */
export function ts(column: string): string {
  return `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
}

/** Escapes LIKE wildcards in a user value; the value itself always travels as a parameter. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** OrderField / OrderType as a request gives them; a repository maps the field through its whitelist. */
export interface SortOrder {
  field: string;
  type: string;
}

/** ORDER BY from a whitelist: unknown fields fall back to the default (never user text in SQL). */
export function orderBy(field: string, type: string, allowed: Record<string, string>, fallback: string): string {
  const column = whitelisted(allowed, field) ?? whitelisted(allowed, fallback);
  const direction = type.trim().toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  return `${column} ${direction}`;
}

/** the whitelist's entry for a public name (any case); undefined for anything else, inherited keys included */
export function whitelisted(allowed: Record<string, string>, name: string): string | undefined {
  return ownValue(allowed, name.toLowerCase());
}
