import { CommandError } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import type { ListRepository } from '../lists/list.repository';

/** ListID of suppression.stats / suppression.check: omitted or 0 → null (no list); else the caller's list or code 4 */
export async function readScopeList(lists: ListRepository, userId: number, value: unknown): Promise<number | null> {
  const text = paramText(value);
  if (!text || /^0+$/.test(text)) return null;
  const listId = paramId(value);
  if (!listId || !(await lists.findOwned(userId, listId))) throw new CommandError(4, 'The list does not exist');
  return listId;
}
