import { paramIds, paramText } from '@mail/values';

import { fail } from '../common/errors';

/** JourneyIDs of the bulk commands: 1 when absent, 2 when no positive integer can be read (each id once, in order) */
export function bulkJourneyIds(value: unknown, codes: { missing: number; none: number } = { missing: 1, none: 2 }): number[] {
  if (!paramText(value)) throw fail(codes.missing, 'Missing JourneyIDs');
  const ids = paramIds(value);
  if (!ids.length) throw fail(codes.none, 'No journey id could be read');
  return ids;
}
