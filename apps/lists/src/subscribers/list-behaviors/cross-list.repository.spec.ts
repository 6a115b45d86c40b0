import type { Queryable } from '@mail/kit';

import { CrossListRepository } from './cross-list.repository';
import type { CrossListPlan } from './list-behaviors';

function recorder() {
  const calls: { sql: string; params: unknown[] }[] = [];
  const m: Queryable = { query: (sql: string, params: unknown[] = []) => (calls.push({ sql, params }), Promise.resolve([])) };
  return { m, calls };
}

const applyCrossList = (m: Queryable, change: Parameters<CrossListRepository['apply']>[0]) => new CrossListRepository().apply(change, m);

const plan = (p: Partial<CrossListPlan>): CrossListPlan => ({ subscribeTo: [], unsubscribeFrom: [], keep: [10], ...p });

describe(CrossListRepository.name, () => {
  it('does nothing without addresses or lists', async () => {
    const { m, calls } = recorder();
    await applyCrossList(m, { userId: 1, listId: 10, emails: [], plan: plan({ subscribeTo: [3], unsubscribeFrom: 'all' }) });
    await applyCrossList(m, { userId: 1, listId: 10, emails: ['a@x.test'], plan: plan({}) });
    expect(calls).toEqual([]);
  });

  it('unsubscribes first, then subscribes; each one statement scoped to the owner with activity and events', async () => {
    const { m, calls } = recorder();
    await applyCrossList(m, {
      userId: 7,
      listId: 10,
      emails: ['A@x.test', 'a@X.test'],
      plan: plan({ subscribeTo: [3], unsubscribeFrom: [5], keep: [10, 3] }),
      ip: '1.2.3.4',
    });
    expect(calls).toHaveLength(2);
    const [unsub, sub] = calls;
    expect(unsub.sql).toContain(`SET "status" = 'Unsubscribed'`);
    expect(unsub.params.slice(0, 4)).toEqual([7, [10, 10, 3], [5], ['a@x.test']]);
    expect(sub.sql).toContain(`SET "status" = 'Subscribed'`);
    expect(sub.params.slice(0, 5)).toEqual([7, [3], 10, ['A@x.test'], '1.2.3.4']);
    for (const { sql } of calls) {
      expect(sql).toContain(`l."user_id" = $1`);
      for (const table of ['"activity"', '"outbox"']) expect(sql).toContain(`"lists".${table}`);
    }
    // the subscriber triggers count; existing Subscribed rows are left alone, duplicates never inserted
    expect(sub.sql).not.toContain('"lists"."list_counter"');
    expect(sub.sql).toContain(`s."status" <> 'Subscribed'`);
    expect(sub.sql).toContain('ON CONFLICT ("list_id", lower("email")) DO NOTHING');
  });

  it("'all' unsubscribes from every owner's list but the kept ones", async () => {
    const { m, calls } = recorder();
    await applyCrossList(m, { userId: 7, listId: 10, emails: ['a@x.test'], plan: plan({ unsubscribeFrom: 'all', keep: [10] }) });
    expect(calls).toHaveLength(1);
    expect(calls[0].params[2]).toBeNull();
    expect(calls[0].sql).toContain(`l."id" <> ALL($2::bigint[])`);
  });
});
