import { codes, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

/**
 * RulesJSON is bounded (docs/services/lists.md, "RulesJSON limits"): 3,000 `contains` rules used to
 * become one SQL statement that outlived the request by a minute. Now every command answers its own
 * invalid-rules code at once, before any SQL runs (no timing asserted here: speed belongs in the bench).
 */
describe('RulesJSON limits', () => {
  let u: ListsUser;
  let listId: number;
  let tagId: number;
  const contains = (n: number) =>
    JSON.stringify([Array.from({ length: n }, (_, i) => ({ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: `x${i}` }))]);
  beforeAll(async () => {
    u = await listsUser();
    listId = await u.list();
    await u.subscriber(listId);
    tagId = Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'limits' })).TagID);
  });

  it.each(FORMATS)('3,000 rules answer each command its invalid-rules code (%s)', async (format) => {
    const rules = contains(3000);
    const cases: [string, Record<string, unknown>, number][] = [
      ['Subscriber.Tag', { TagID: tagId, SubscriberListID: listId, RulesJSON: rules, RulesOperator: 'or' }, 8],
      ['Subscriber.Untag', { TagID: tagId, SubscriberListID: listId, RulesJSON: rules, RulesOperator: 'or' }, 8],
      ['Subscriber.Unsubscribe', { ListID: listId, IPAddress: '1.2.3.4', RulesJSON: rules, RulesOperator: 'or' }, 11],
      ['Subscribers.Search', { ListID: listId, Operator: 'or', RulesJSON: rules }, 6],
      ['Segment.Create', { SubscriberListID: listId, SegmentName: 'big', SegmentOperator: 'or', RulesJson: rules }, 6],
    ];
    for (const [command, params, code] of cases) {
      const res = await u.call(command, params, format, { encoding: 'json' });
      expect([command, res.status, codes(res)]).toEqual([command, 200, [code]]);
    }
  });

  it('accepts a rule set at the limits (100 rules in a group, 1,000-character values)', async () => {
    const res = await u.call('Subscriber.Tag', { TagID: tagId, SubscriberListID: listId, RulesJSON: contains(100), RulesOperator: 'or' }, 'JSON', {
      encoding: 'json',
    });
    expect(succeeded(res)).toBe(true);
    const long = JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'y'.repeat(1000) }]]);
    expect(succeeded(await u.call('Subscribers.Search', { ListID: listId, Operator: 'and', RulesJSON: long }))).toBe(true);
    const tooLong = JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'y'.repeat(1001) }]]);
    expect(codes(await u.call('Subscribers.Search', { ListID: listId, Operator: 'and', RulesJSON: tooLong }))).toEqual([6]);
  });
});
