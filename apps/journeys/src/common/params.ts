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

/** A JSON parameter as the client sent it: already decoded (JSON body, bracket keys) or as JSON text. */
export function jsonParam(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
