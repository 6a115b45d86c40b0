import { codes, email, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

describe('subscriber.exists and subscribers.delete.all', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  it.each(FORMATS)('subscriber.exists: the id of an address on the list (any case), Exists false elsewhere (%s)', async (format) => {
    const [listId, otherList] = [await u.list(), await u.list()];
    const address = email('Here');
    const id = await u.subscriber(listId, address);
    const found = await u.call('subscriber.exists', { ListID: listId, EmailAddress: address.toUpperCase() }, format);
    expect(succeeded(found)).toBe(true);
    expect([String(found.body.Exists), Number(found.body.SubscriberID), Number(found.body.ErrorCode)]).toEqual(['true', id, 0]);
    const missing = await u.call('subscriber.exists', { ListID: otherList, EmailAddress: address }, format);
    expect(succeeded(missing)).toBe(true);
    expect([String(missing.body.Exists), Number(missing.body.SubscriberID)]).toEqual(['false', 0]);
  });

  it.each(FORMATS)('subscriber.exists codes: 1 ListID missing, 2 EmailAddress missing, 3 not a list of the caller’s (%s)', async (format) => {
    const listId = await u.list();
    const theirs = await other.list();
    const address = email();
    await other.subscriber(theirs, address);
    const code = async (params: Record<string, unknown>) => codes(await u.call('subscriber.exists', params, format));
    expect(await code({ EmailAddress: address })).toEqual([1]);
    expect(await code({ ListID: listId })).toEqual([2]);
    expect(await code({ ListID: 'x', EmailAddress: address })).toEqual([3]);
    expect(await code({ ListID: theirs, EmailAddress: address })).toEqual([3]);
  });

  it.each(FORMATS)('subscribers.delete.all empties the list, its tag links always and its tags when asked; other lists untouched (%s)', async (format) => {
    const [listId, otherList] = [await u.list(), await u.list()];
    const ids = [await u.subscriber(listId), await u.subscriber(listId), await u.subscriber(listId)];
    const elsewhere = await u.subscriber(otherList);
    const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'vip' });
    await u.ok('Subscriber.Tag', { SubscriberListID: listId, TagID, SubscriberID: ids.join(',') });
    const res = await u.call('subscribers.delete.all', { ListID: listId }, format);
    expect(succeeded(res)).toBe(true);
    expect(Number((await u.ok('List.Get', { ListID: listId })).List.SubscriberCount)).toBe(0);
    const tags = (await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags;
    expect(tags.map((t: { TagID: number; SubscriberCount: number }) => [Number(t.TagID), Number(t.SubscriberCount)])).toEqual([[Number(TagID), 0]]);
    expect(succeeded(await u.call('Subscriber.Get', { ListID: otherList, SubscriberID: elsewhere }))).toBe(true);

    await u.subscriber(listId);
    expect(succeeded(await u.call('subscribers.delete.all', { ListID: listId, DeleteListTags: 'true' }, format))).toBe(true);
    expect((await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags ?? []).toHaveLength(0);
    expect(Number((await u.ok('List.Get', { ListID: listId })).List.SubscriberCount)).toBe(0);
  });

  it.each(FORMATS)('subscribers.delete.all codes: 1 missing, 3 invalid, 4 another user’s list (left whole) (%s)', async (format) => {
    const theirs = await other.list();
    const kept = await other.subscriber(theirs);
    const code = async (params: Record<string, unknown>) => codes(await u.call('subscribers.delete.all', params, format));
    expect(await code({})).toEqual([1]);
    expect(await code({ ListID: '0' })).toEqual([3]);
    expect(await code({ ListID: theirs })).toEqual([4]);
    expect(succeeded(await other.call('Subscriber.Get', { ListID: theirs, SubscriberID: kept }))).toBe(true);
  });
});
