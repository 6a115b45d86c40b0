import type { ListRow } from '../../lists/list.row';
import { isEmptyPlan, listIds, optInBehavior, optOutBehavior, sparing } from './list-behaviors';

const list = (settings: Record<string, unknown>, id = '10'): ListRow => ({
  id,
  user_id: 1,
  name: 'L',
  opt_in_mode: 'Single',
  settings,
  salt: '',
  sync_last_at: null,
  created_at: '',
});

describe('list opt-in / opt-out behaviors', () => {
  it('reads comma-separated ids: trimmed, distinct, positive, never the list itself', () => {
    expect(listIds(list({ OptInSubscribeTo: ' 3, 4,3,,x,0,10 , 5' }), 'OptInSubscribeTo')).toEqual([3, 4, 5]);
    expect(listIds(list({}), 'OptInSubscribeTo')).toEqual([]);
  });

  it('defaults to nothing to do', () => {
    expect(isEmptyPlan(optInBehavior(list({})))).toBe(true);
    expect(isEmptyPlan(optOutBehavior(list({ OptOutScope: 'This list' })))).toBe(true);
  });

  it('opt-in: subscribes to OptInSubscribeTo, unsubscribes from OptInUnsubscribeFrom; subscribing wins a conflict', () => {
    const p = optInBehavior(list({ OptInSubscribeTo: '3,4', OptInUnsubscribeFrom: '4,5' }));
    expect(p).toEqual({ subscribeTo: [3, 4], unsubscribeFrom: [5], keep: [10, 3, 4] });
    expect(isEmptyPlan(p)).toBe(false);
  });

  it('opt-out: OptOutUnsubscribeFrom, or every other list with All lists, except the lists it subscribes to', () => {
    expect(optOutBehavior(list({ OptOutUnsubscribeFrom: '6,7', OptOutSubscribeTo: '7,8' }))).toEqual({
      subscribeTo: [7, 8],
      unsubscribeFrom: [6],
      keep: [10, 7, 8],
    });
    const all = optOutBehavior(list({ OptOutScope: 'All lists', OptOutUnsubscribeFrom: '6', OptOutSubscribeTo: '8' }));
    expect(all).toEqual({ subscribeTo: [8], unsubscribeFrom: 'all', keep: [10, 8] });
    expect(isEmptyPlan(all)).toBe(false);
  });

  it('spares lists a call names itself', () => {
    const p = sparing(optInBehavior(list({ OptInSubscribeTo: '3,4', OptInUnsubscribeFrom: '5,6' })), [4, 6]);
    expect(p).toEqual({ subscribeTo: [3], unsubscribeFrom: [5], keep: [10, 3, 4, 6] });
    expect(sparing(optOutBehavior(list({ OptOutScope: 'All lists' })), [4]).keep).toEqual([10, 4]);
  });
});
