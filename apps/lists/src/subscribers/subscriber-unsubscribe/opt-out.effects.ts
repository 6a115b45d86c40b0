import { Injectable } from '@nestjs/common';

import type { Queryable } from '@mail/kit';

import { listSetting } from '../../lists/list.presenter';
import type { ListRow } from '../../lists/list.row';
import { SuppressionRepository } from '../../suppression/suppression.repository';
import { CrossListRepository } from '../list-behaviors/cross-list.repository';
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

const OPTED_OUT = { source: 'Unsubscription', reason: 'Opted out' };

/** Carries out an OptOutPlan for addresses just unsubscribed from a list, in the caller's transaction. */
@Injectable()
export class OptOutEffects {
  constructor(
    private readonly suppressions: SuppressionRepository,
    private readonly crossList: CrossListRepository,
  ) {}

  /**
   * Called first in a transaction that will apply the plan after writing subscribers: takes the suppression writes'
   * address locks before the subscriber writes take them shared (`emails` null: not known yet, every address).
   */
  async prepare(emails: string[] | null, plan: OptOutPlan, q: Queryable): Promise<void> {
    if (plan.listSuppression || plan.globalSuppression) await this.suppressions.lockAddresses(emails, q);
  }

  async apply(change: { userId: number; listId: number; emails: string[]; plan: OptOutPlan; ip?: string | null }, q: Queryable): Promise<void> {
    const { userId, listId, emails, plan } = change;
    if (emails.length) {
      if (plan.listSuppression) await this.suppressions.add(userId, listId, emails, OPTED_OUT, q);
      if (plan.globalSuppression) await this.suppressions.add(userId, null, emails, OPTED_OUT, q);
    }
    await this.crossList.apply({ userId, listId, emails, plan: plan.lists, ip: change.ip }, q);
  }
}
