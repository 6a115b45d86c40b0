import type { EntityManager } from 'typeorm';

import { listSetting } from '../../lists/list.presenter';
import type { ListRow } from '../../lists/list.row';

/**
 * What an unsubscription does beyond the status: suppression (list-level when the list says so,
 * user-wide with AddToGlobalSuppression or the list's global option) and the opt-out scope
 * ('All lists' and OptOutUnsubscribeFrom extend it to the caller's other lists).
 */
export interface OptOutPlan {
  listSuppression: boolean;
  globalSuppression: boolean;
  otherListIds: number[] | 'all';
}

export function optOutPlan(list: ListRow, addToGlobal: boolean): OptOutPlan {
  const others = String(listSetting(list, 'OptOutUnsubscribeFrom') ?? '')
    .split(',')
    .map((s) => Number.parseInt(s, 10))
    .filter((n) => n > 0 && n !== Number(list.id));
  return {
    listSuppression: listSetting(list, 'OptOutAddToSuppressionList') === 'Yes',
    globalSuppression: addToGlobal || listSetting(list, 'OptOutAddToGlobalSuppressionList') === 'Yes',
    otherListIds: listSetting(list, 'OptOutScope') === 'All lists' ? 'all' : others,
  };
}

export async function suppress(m: EntityManager, userId: number, listId: number, emails: string[], plan: OptOutPlan): Promise<void> {
  if (!emails.length) return;
  const scopes: (number | null)[] = [];
  if (plan.listSuppression) scopes.push(listId);
  if (plan.globalSuppression) scopes.push(null);
  for (const scope of scopes) {
    await m.query(
      `INSERT INTO "lists"."suppression" ("user_id", "list_id", "email", "source", "reason") SELECT $1, $2, e, 'Unsubscription', 'Opted out' FROM unnest($3::text[]) e ON CONFLICT DO NOTHING`,
      [userId, scope, emails],
    );
  }
}
