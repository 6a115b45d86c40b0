import { paramId, paramText } from '@mail/values';

import { fail } from './errors';

/** JourneyID: `missing` when absent, `invalid` when not a positive integer. */
export function journeyIdOf(journeyid: unknown, codes: { missing: number; invalid: number } = { missing: 1, invalid: 2 }): number {
  const text = paramText(journeyid);
  if (!text) throw fail(codes.missing, 'Missing JourneyID');
  const id = paramId(text);
  if (id === undefined) throw fail(codes.invalid, 'JourneyID must be a positive integer');
  return id;
}

const MAX_DEPTH = 64;

/**
 * A JSON parameter as the client sent it: already decoded (JSON body, bracket keys) or as JSON text (a form or
 * query value). JSON text gets its keys lower-cased at every depth, as the edge does for a JSON body, so
 * `{"ActionID": …}`, `{"actionId": …}` and `{"actionid": …}` read alike whatever the encoding.
 */
export function jsonParam(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return lowerCaseKeys(JSON.parse(value) as unknown, 0);
  } catch {
    return value;
  }
}

function lowerCaseKeys(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => lowerCaseKeys(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), lowerCaseKeys(v, depth + 1)]));
}

/** a NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a string, or a key or string anywhere inside, holds text PostgreSQL cannot store (NUL, a lone UTF-16
 * surrogate), or the value nests deeper than it is read. The edge keeps both characters out of form values and JSON
 * bodies, but JSON text inside a value can still spell them as escapes (`\u0000`, `\ud800`): such a parameter is
 * the client's mistake, answered with its code.
 */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((v) => holdsUnstorableText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => UNSTORABLE.test(k) || holdsUnstorableText(v, depth + 1));
}
