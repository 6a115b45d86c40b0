import type { EntityManager } from 'typeorm';

import { listSetting } from '../../lists/list.presenter';
import type { ListRow } from '../../lists/list.row';
import { applyCrossList } from '../list-behaviors/cross-list.writer';
import { type CrossListPlan, optOutBehavior } from '../list-behaviors/list-behaviors';

/**
 * What an opt-out does beyond the status: suppression (list-level when the list says so, user-wide with
 * AddToGlobalSuppression or the list's global option) and the list's opt-out behavior on the owner's other
 * lists ('All lists' / OptOutUnsubscribeFrom unsubscribe there, OptOutSubscribeTo subscribes there).
 */
export interface OptOutPlan {
  listSuppression: boolean;
  globalSuppression: boolean;
  lists: CrossListPlan;
}

export function optOutPlan(list: ListRow, addToGlobal: boolean): OptOutPlan {
  return {
    listSuppression: listSetting(list, 'OptOutAddToSuppressionList') === 'Yes',
    globalSuppression: addToGlobal || listSetting(list, 'OptOutAddToGlobalSuppressionList') === 'Yes',
    lists: optOutBehavior(list),
  };
}

/** everything after the addresses were unsubscribed from `listId`, in the same transaction */
export async function applyOptOut(m: EntityManager, userId: number, listId: number, emails: string[], plan: OptOutPlan, ip?: string | null): Promise<void> {
  await suppress(m, userId, listId, emails, plan);
  await applyCrossList(m, { userId, listId, emails, plan: plan.lists, ip });
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
