import { listSetting } from '../../lists/list.presenter';
import type { ListRow } from '../../lists/list.row';

/**
 * What a list's opt-in / opt-out settings do to the same address on the owner's other lists:
 * subscribe it to `subscribeTo`, unsubscribe it from `unsubscribeFrom` ('all' = every other list of the owner).
 * Lists in `keep` are never unsubscribed (the list itself and the lists it subscribes to: subscribing wins).
 * Ownership is not checked here: the writer only ever touches the owner's lists.
 */
export interface CrossListPlan {
  subscribeTo: number[];
  unsubscribeFrom: number[] | 'all';
  keep: number[];
}

/** OptOutScope='All lists' / OptOutUnsubscribeFrom and OptOutSubscribeTo */
export function optOutBehavior(list: ListRow): CrossListPlan {
  const all = listSetting(list, 'OptOutScope') === 'All lists';
  return plan(list, listIds(list, 'OptOutSubscribeTo'), all ? 'all' : listIds(list, 'OptOutUnsubscribeFrom'));
}

/** OptInSubscribeTo and OptInUnsubscribeFrom */
export function optInBehavior(list: ListRow): CrossListPlan {
  return plan(list, listIds(list, 'OptInSubscribeTo'), listIds(list, 'OptInUnsubscribeFrom'));
}

/** the plan without some lists (those a Subscriber.Subscribe call names itself: the explicit request wins) */
export function sparing(p: CrossListPlan, listIdsToSpare: number[]): CrossListPlan {
  const spare = new Set(listIdsToSpare);
  return {
    subscribeTo: p.subscribeTo.filter((id) => !spare.has(id)),
    unsubscribeFrom: p.unsubscribeFrom === 'all' ? 'all' : p.unsubscribeFrom.filter((id) => !spare.has(id)),
    keep: [...new Set([...p.keep, ...spare])],
  };
}

export function isEmptyPlan(p: CrossListPlan): boolean {
  return !p.subscribeTo.length && p.unsubscribeFrom !== 'all' && !p.unsubscribeFrom.length;
}

function plan(list: ListRow, subscribeTo: number[], unsubscribeFrom: number[] | 'all'): CrossListPlan {
  const keep = [Number(list.id), ...subscribeTo];
  return {
    subscribeTo,
    unsubscribeFrom: unsubscribeFrom === 'all' ? 'all' : unsubscribeFrom.filter((id) => !keep.includes(id)),
    keep,
  };
}

/** a comma-separated list id setting: distinct positive ids other than the list itself */
export function listIds(list: ListRow, key: string): number[] {
  const own = Number(list.id);
  const raw = listSetting(list, key);
  const ids = (typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number)
    .filter((n) => n > 0 && n !== own);
  return [...new Set(ids)];
}
