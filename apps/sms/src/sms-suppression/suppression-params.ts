import { CommandError, SMS_SUPPRESSION_REASONS, SMS_SUPPRESSION_SOURCES } from '@mail/contracts';
import { paramText } from '@mail/values';

import type { SuppressionLookups } from './suppression-lookups';
import type { SuppressionScope } from './sms-suppression.repository';

/** a positive integer id, else undefined */
export const positiveId = (value: unknown): number | undefined => {
  const text = paramText(value);
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

/** a reason or source value, lower-cased; undefined when absent */
export function enumOf(value: unknown, allowed: readonly string[], code: number, name: string): string | undefined {
  const text = paramText(value).toLowerCase();
  if (!text) return undefined;
  if (!allowed.includes(text)) throw new CommandError(code, `${name} must be one of ${allowed.join(', ')}`);
  return text;
}
export const reasonOf = (value: unknown, code: number) => enumOf(value, SMS_SUPPRESSION_REASONS, code, 'Reason');
export const sourceOf = (value: unknown, code: number) => enumOf(value, SMS_SUPPRESSION_SOURCES, code, 'Source');

/**
 * The reads' Level and ListID (codes 1–3): no Level is `fallback` (browse: user; stats and patterns: every level);
 * Level=list needs a list of the caller's. Answers the scope and, for a list, its name.
 */
export async function readScope(
  userId: number,
  p: { level?: unknown; listid?: unknown },
  fallback: 'user' | undefined,
  lookups: SuppressionLookups,
): Promise<SuppressionScope & { listName?: string }> {
  const level = paramText(p.level).toLowerCase() || fallback;
  if (level !== undefined && level !== 'user' && level !== 'list') throw new CommandError(1, 'Level must be user or list');
  if (level !== 'list') return { userId, level };
  if (!paramText(p.listid)) throw new CommandError(2, 'Missing ListID');
  const listId = positiveId(p.listid);
  const listName = listId ? await lookups.listName(userId, listId) : undefined;
  if (!listId || listName === undefined) throw new CommandError(3, 'List not found');
  return { userId, level, listId, listName };
}
