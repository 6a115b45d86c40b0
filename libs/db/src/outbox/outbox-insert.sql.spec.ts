import { Events } from '@mail/contracts';

import { outboxInsertSql } from './outbox-insert.sql';

describe(outboxInsertSql.name, () => {
  const columns = {
    userId: '$1::int',
    listId: 'c."list_id"',
    subscriberId: 'c."id"',
    emailAddress: 'c."email"',
    status: `'Unsubscribed'`,
    occurredAt: '$2::text',
  };

  it('writes one typed event per row of the FROM clause, nulls left out of the payload', () => {
    const sql = outboxInsertSql('lists', Events.SubscriberUnsubscribed, columns, 'FROM changed c');
    expect(sql).toContain(`INSERT INTO "lists"."outbox" ("id", "subject", "payload")`);
    expect(sql).toContain(`SELECT gen_random_uuid(), 'evt.lists.subscriber.unsubscribed.v1', jsonb_strip_nulls(jsonb_build_object(`);
    expect(sql).toContain(`'userId', $1::int, 'listId', c."list_id", 'subscriberId', c."id", 'emailAddress', c."email", 'status', 'Unsubscribed'`);
    expect(sql.trim().endsWith('FROM changed c')).toBe(true);
  });

  it('leaves out optional fields mapped to undefined', () => {
    expect(outboxInsertSql('lists', Events.SubscriberUnsubscribed, { ...columns, ipAddress: undefined }, 'FROM c')).not.toContain('ipAddress');
  });

  it('is checked by the compiler against the payload class (npm run typecheck)', () => {
    const { emailAddress: _missing, ...withoutRequired } = columns;
    // @ts-expect-error a required payload field without a column
    outboxInsertSql('lists', Events.SubscriberUnsubscribed, withoutRequired, 'FROM c');
    // @ts-expect-error a field the payload does not have (a renamed one)
    outboxInsertSql('lists', Events.SubscriberUnsubscribed, { ...columns, email: 'c."email"' }, 'FROM c');
    expect(true).toBe(true);
  });
});
