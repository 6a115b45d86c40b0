import { SEARCH_FILTER_SCOPES } from '@mail/contracts';
import { isGiven, paramText } from '@mail/values';

/** the accepted scope as stored (case-insensitive match), or undefined */
export function readScope(value: unknown): string | undefined {
  const given = paramText(value).toLowerCase();
  return SEARCH_FILTER_SCOPES.find((s) => s.toLowerCase() === given);
}

/**
 * Query: a JSON text, stored as sent; a JSON body (or bracketed form keys) may send the value itself, stored as its
 * JSON text. undefined when blank or not valid JSON.
 */
export function readQuery(value: unknown): string | undefined {
  if (!isGiven(value)) return undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value).trim();
  if (!text) return undefined;
  try {
    JSON.parse(text);
    return text;
  } catch {
    return undefined;
  }
}

/** Options: a JSON object (text or value); '' means none (null). 'invalid' for anything else. */
export function readOptions(value: unknown): Record<string, unknown> | null | 'invalid' {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (!value.trim()) return null;
    try {
      parsed = JSON.parse(value);
    } catch {
      return 'invalid';
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : 'invalid';
}
