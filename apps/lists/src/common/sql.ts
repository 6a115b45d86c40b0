/** Formats a timestamp column as the spec's 'YYYY-MM-DD HH:MM:SS' inside SQL (no Date round trip). */
export function ts(column: string): string {
  return `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
}

/** Escapes LIKE wildcards in a user value; the value itself always travels as a parameter. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** ORDER BY from a whitelist: unknown fields fall back to the default (never user text in SQL). */
export function orderBy(field: string, type: string, allowed: Record<string, string>, fallback: string): string {
  const column = allowed[field.toLowerCase()] ?? allowed[fallback.toLowerCase()];
  const direction = type.trim().toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  return `${column} ${direction}`;
}
