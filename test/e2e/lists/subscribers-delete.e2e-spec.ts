import { codes, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

describe('Subscribers.Delete', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  const count = async (listId: number) => Number((await u.ok('List.Get', { ListID: listId })).List.SubscriberCount);

  it.each(FORMATS)("deletes the list's subscribers named, with their tags, and nobody else (%s)", async (format) => {
    const [listId, otherList] = [await u.list(), await u.list()];
    const [a, b, keep] = [await u.subscriber(listId), await u.subscriber(listId), await u.subscriber(listId)];
    const elsewhere = await u.subscriber(otherList);
    const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'vip' });
    await u.ok('Subscriber.Tag', { SubscriberListID: listId, TagID, SubscriberID: `${a},${keep}` });
    const res = await u.call('Subscribers.Delete', { SubscriberListID: listId, Subscribers: `${a},${b},${elsewhere},999999999` }, format);
    expect(succeeded(res)).toBe(true);
    expect(Number(res.body.TotalDeleted)).toBe(2);
    const found = async (list: number, id: number) => succeeded(await u.call('Subscriber.Get', { ListID: list, SubscriberID: id }));
    expect([await found(listId, a), await found(listId, b), await found(listId, keep), await found(otherList, elsewhere)]).toEqual([false, false, true, true]);
    expect(await count(listId)).toBe(1);
    expect((await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags[0].SubscriberCount).toBe(1);
  });

  it.each(FORMATS)('by RulesJSON: the matching subscribers of the list only (%s)', async (format) => {
    const [listId, otherList] = [await u.list(), await u.list()];
    const [gone1, gone2, keep] = [
      await u.subscriber(listId, 'gone1-' + Date.now() + '@example.com'),
      await u.subscriber(listId, 'gone2-' + Date.now() + '@example.com'),
      await u.subscriber(listId),
    ];
    const elsewhere = await u.subscriber(otherList, 'gone3-' + Date.now() + '@example.com');
    const rules = JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'begins with', value: 'gone' }]]);
    const res = await u.call('Subscribers.Delete', { SubscriberListID: listId, RulesJSON: rules, RulesOperator: 'and' }, format);
    expect(succeeded(res)).toBe(true);
    expect(Number(res.body.TotalDeleted)).toBe(2);
    const found = async (list: number, id: number) => succeeded(await u.call('Subscriber.Get', { ListID: list, SubscriberID: id }));
    expect([await found(listId, gone1), await found(listId, gone2), await found(listId, keep), await found(otherList, elsewhere)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it.each(FORMATS)(
    'the vendor codes: 2 list missing, 5 invalid or not the caller’s list, 3 nothing to delete, 7 RulesJSON without a rule, 8 a non-integer id (%s)',
    async (format) => {
      const listId = await u.list();
      const kept = await u.subscriber(listId);
      const code = async (params: Record<string, unknown>) => codes(await u.call('Subscribers.Delete', params, format));
      expect(await code({ Subscribers: '1' })).toEqual([2]);
      expect(await code({ SubscriberListID: await other.list(), Subscribers: '1' })).toEqual([5]);
      expect(await code({ SubscriberListID: 'abc', Subscribers: '1' })).toEqual([5]);
      expect(await code({ SubscriberListID: listId })).toEqual([3]);
      expect(await code({ SubscriberListID: listId, Subscribers: ' , ,' })).toEqual([3]);
      expect(await code({ SubscriberListID: listId, Subscribers: `${kept},x` })).toEqual([8]);
      for (const rules of ['[', '[[]]', '[[{}]]', '[{"operator":"is"}]'])
        expect(await code({ SubscriberListID: listId, RulesJSON: rules, RulesOperator: 'and' })).toEqual([7]);
      expect(succeeded(await u.call('Subscriber.Get', { ListID: listId, SubscriberID: kept }))).toBe(true);
    },
  );
});
