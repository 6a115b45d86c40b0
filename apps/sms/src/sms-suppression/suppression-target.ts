import { CommandError } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { paramText } from '@mail/values';

import type { SuppressionLookups } from './suppression-lookups';
import { positiveId } from './suppression-params';
import type { NewSuppression } from './sms-suppression.repository';

/** where an add writes: the level, the target user (0 for system), the list (0 when none) and who adds it */
export type AddTarget = Pick<NewSuppression, 'level' | 'userId' | 'listId' | 'addedByUserId' | 'addedByAdminId'>;

/** the add commands' codes for the same checks (smssuppression.add and .patterns.add number them apart) */
export interface TargetCodes {
  level: number;
  userMissing: number;
  userUnknown: number;
  listMissing: number;
  listNotOwned: number;
}

/** the notes kept with an entry */
export const MAX_NOTES = 1000;

/**
 * Level, UserID and ListID of an add, in the vendor's order: Level (system only for administrators), the target
 * user (a user's call: always the caller; an administrator's: UserID at user or list level, which must exist),
 * then ListID at list level (a list of the target user's, administrator calls included).
 */
export async function addTarget(
  caller: Caller,
  p: { level?: unknown; userid?: unknown; listid?: unknown },
  codes: TargetCodes,
  lookups: SuppressionLookups,
): Promise<AddTarget> {
  const admin = caller.isAdmin;
  const level = paramText(p.level).toLowerCase() || 'user';
  if (!(level === 'user' || level === 'list' || (level === 'system' && admin))) throw new CommandError(codes.level, 'Level not allowed');
  const by = { addedByUserId: admin ? null : caller.userId, addedByAdminId: admin ? caller.adminId : null };
  if (level === 'system') return { level, userId: 0, listId: 0, ...by };
  let userId = caller.actingUserId ?? 0;
  if (admin) {
    if (!paramText(p.userid)) throw new CommandError(codes.userMissing, 'Missing UserID');
    userId = positiveId(p.userid) ?? 0;
    if (!userId || !(await lookups.userExists(userId))) throw new CommandError(codes.userUnknown, 'User not found');
  } else userId = caller.userId;
  if (level === 'user') return { level, userId, listId: 0, ...by };
  if (!paramText(p.listid)) throw new CommandError(codes.listMissing, 'Missing ListID');
  const listId = positiveId(p.listid);
  if (!listId || (await lookups.listName(userId, listId)) === undefined) throw new CommandError(codes.listNotOwned, 'List not found');
  return { level, userId, listId, ...by };
}
