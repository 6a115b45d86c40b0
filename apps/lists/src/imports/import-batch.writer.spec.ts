import { importBatchParams, importBatchSql, type ValidRow } from './import-batch.writer';

const row = (email: string, values: [number, string][] = [], status = 'Subscribed'): ValidRow => ({
  row: 1,
  email,
  status,
  bounce: 'Not Bounced',
  subscriptionDate: '2025-01-01 00:00:00',
  ip: null,
  optIn: null,
  values,
});

describe('import batch statement', () => {
  it('is one statement: subscribers, values, counter, activity and events through CTEs', () => {
    const sql = importBatchSql('skip');
    for (const table of ['"subscriber"', '"custom_field_value"', '"list_counter"', '"activity"', '"outbox"']) expect(sql).toContain(`"lists".${table}`);
    expect(sql).toContain('ON CONFLICT ("list_id", lower("email")) DO NOTHING');
    // skip mode writes values only for rows it inserted (fresh ids): no upsert on values
    expect(sql).not.toContain('ON CONFLICT ("subscriber_id", "field_id")');
    expect(
      sql
        .match(/\$(\d+)/g)!
        .map((p) => Number(p.slice(1)))
        .reduce((a, b) => Math.max(a, b)),
    ).toBe(18);
  });

  it('skip mode joins values on the inserted address; update mode case-insensitively', () => {
    expect(importBatchSql('skip')).toContain('JOIN ins i ON i."email" = f.e AND i.inserted');
    expect(importBatchSql('update')).toContain('JOIN ins i ON lower(i."email") = lower(f.e)');
  });

  it('update mode updates the subscriber and upserts its values', () => {
    const sql = importBatchSql('update');
    expect(sql).toContain('DO UPDATE SET "status" = excluded."status"');
    expect(sql).toContain('ON CONFLICT ("subscriber_id", "field_id") DO UPDATE');
  });

  it('parameters: parallel row arrays, and one value entry per non-empty field value with typed copies', () => {
    const job = { userId: 7, listId: 3, options: { header: true, delimiter: ',', duplicates: 'skip' as const, status: 'Subscribed', triggerEvents: true } };
    const params = importBatchParams(
      job,
      [
        row('A@x.co', [
          [5, '42'],
          [6, ''],
        ]),
        row('b@x.co', [[5, '2025-02-03']], 'Unsubscribed'),
      ],
      9,
    );
    expect(params.slice(0, 4)).toEqual([3, 7, 9, true]);
    expect(params[5]).toEqual(['A@x.co', 'b@x.co']);
    expect(params[6]).toEqual(['Subscribed', 'Unsubscribed']);
    expect(params[11]).toEqual(['A@x.co', 'b@x.co']);
    expect(params[12]).toEqual([5, 5]);
    expect(params[13]).toEqual(['42', '2025-02-03']);
    expect(params[14]).toEqual(['42', null]);
    expect(params[15]).toEqual([null, '2025-02-03 00:00:00']);
    // the job's status and the batch time: defaults for rows that do not give them
    expect(params[16]).toBe('Subscribed');
    expect(params[17]).toBe(params[4]);
  });
});
