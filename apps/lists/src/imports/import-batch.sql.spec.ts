import { importBatchParams, importBatchSql } from './import-batch.sql';
import type { BatchColumns } from './import-row.validator';

const columns = (over: Partial<BatchColumns> = {}): BatchColumns => ({
  email: ['A@x.co', 'b@x.co'],
  status: null,
  bounce: null,
  subscriptionDate: null,
  ip: null,
  optIn: null,
  values: { row: [1, 2], fieldId: [5, 5], text: ['42', '2025-02-03'], num: ['42', null], date: [null, '2025-02-03 00:00:00'] },
  errors: [],
  failed: 0,
  ...over,
});

describe('import batch statement', () => {
  it('is one statement: subscribers, values, activity and events through CTEs (the subscriber triggers count)', () => {
    const sql = importBatchSql('skip');
    for (const table of ['"subscriber"', '"custom_field_value"', '"activity"', '"outbox"']) expect(sql).toContain(`"lists".${table}`);
    expect(sql).not.toContain('"list_counter"');
    expect(sql).toContain('ON CONFLICT ("list_id", lower("email")) DO NOTHING');
    // skip mode writes values only for rows it inserted (fresh ids): no upsert on values
    expect(sql).not.toContain('ON CONFLICT ("subscriber_id", "field_id")');
    expect(
      sql
        .match(/\$(\d+)/g)!
        .map((p) => Number(p.slice(1)))
        .reduce((a, b) => Math.max(a, b)),
    ).toBe(17);
  });

  it('keeps one row per address: the first in skip mode, the last in update mode, in address order', () => {
    expect(importBatchSql('skip')).toContain('SELECT DISTINCT ON (lower(u.e) COLLATE "C")');
    expect(importBatchSql('skip')).toContain('ORDER BY lower(u.e) COLLATE "C", u.n ASC');
    expect(importBatchSql('update')).toContain('ORDER BY lower(u.e) COLLATE "C", u.n DESC');
    expect(importBatchSql('skip')).toContain('FROM src u ORDER BY u.k');
  });

  it('values follow their row: skip mode joins the inserted address, update mode case-insensitively', () => {
    expect(importBatchSql('skip')).toContain('JOIN src u ON u.n = f.n JOIN ins i ON i."email" = u.e AND i.inserted');
    expect(importBatchSql('update')).toContain('JOIN src u ON u.n = f.n JOIN ins i ON lower(i."email") = lower(u.e)');
  });

  it('update mode updates the subscriber and upserts its values', () => {
    const sql = importBatchSql('update');
    expect(sql).toContain('DO UPDATE SET "status" = excluded."status"');
    expect(sql).toContain('ON CONFLICT ("subscriber_id", "field_id") DO UPDATE');
  });

  it('parameters: the columns as arrays, a column nothing feeds as null, the job status and batch time as defaults', () => {
    const job = { userId: 7, listId: 3, options: { header: true, delimiter: ',', duplicates: 'skip' as const, status: 'Subscribed', triggerEvents: true } };
    const params = importBatchParams(job, columns({ status: ['Subscribed', 'Unsubscribed'] }));
    expect(params.slice(0, 3)).toEqual([3, 7, true]);
    expect(params[4]).toEqual(['A@x.co', 'b@x.co']);
    expect(params[5]).toEqual(['Subscribed', 'Unsubscribed']);
    expect(params.slice(6, 10)).toEqual([null, null, null, null]);
    expect(params.slice(10, 15)).toEqual([
      [1, 2],
      [5, 5],
      ['42', '2025-02-03'],
      ['42', null],
      [null, '2025-02-03 00:00:00'],
    ]);
    expect(params[15]).toBe('Subscribed');
    expect(params[16]).toBe(params[3]);
  });
});
