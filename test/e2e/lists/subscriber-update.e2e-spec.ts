import { codes, email, listsUser, type ListsUser } from './lists-helpers';

/**
 * Subscriber.Update when the status stays on its side (no activity row to write): the row, its field values (set and
 * cleared, the list's own and the user's global fields) and its event are one statement. What it wrote, read back.
 */
describe('Subscriber.Update without a subscription change', () => {
  let u: ListsUser;
  let listId: number;
  let city: number;
  let zip: number;
  let global: number;
  beforeAll(async () => {
    u = await listsUser();
    listId = await u.list();
    const field = async (FieldName: string, extra: Record<string, unknown> = {}) =>
      Number((await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName, FieldType: 'Single line', ...extra })).CustomFieldID);
    city = await field('City');
    zip = await field('Zip');
    global = await field('Tier', { IsGlobal: 'Yes' });
  });

  const read = (address: string) => u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address });

  it('sets one value, clears another, sets a global field and changes the address; the status and the activity stay', async () => {
    const before = email('before');
    const id = await u.subscriber(listId, before, { CustomFields: { [city]: 'Paris', [zip]: '75000' } });
    const activity = (await read(before)).SubscriberActivity.length;
    const after = email('after');
    await u.ok('Subscriber.Update', {
      SubscriberID: id,
      SubscriberListID: listId,
      EmailAddress: after,
      SubscriptionStatus: 'Subscribed',
      Fields: { [`CustomField${city}`]: 'Lyon', [`CustomField${zip}`]: '', [`CustomField${global}`]: 'gold' },
    });
    const got = await read(after);
    expect(got.SubscriberInformation).toMatchObject({
      SubscriberID: id,
      EmailAddress: after,
      SubscriptionStatus: 'Subscribed',
      [`CustomField${city}`]: 'Lyon',
      [`CustomField${zip}`]: '',
      [`CustomField${global}`]: 'gold',
    });
    expect(got.SubscriberActivity).toHaveLength(activity);
    expect(codes(await u.call('Subscriber.Get', { ListID: listId, EmailAddress: before }))).toEqual([3]);
  });

  it('a bounce type alone changes the row and keeps the values', async () => {
    const address = email('bounce');
    const id = await u.subscriber(listId, address, { CustomFields: { [city]: 'Rome' } });
    await u.ok('Subscriber.Update', { SubscriberID: id, SubscriberListID: listId, BounceType: 'Soft' });
    expect((await read(address)).SubscriberInformation).toMatchObject({ BounceType: 'Soft', [`CustomField${city}`]: 'Rome' });
  });

  it("another list's field is unknown (11) and the subscriber is left as it was", async () => {
    const otherList = await u.list();
    const theirs = Number((await u.ok('CustomField.Create', { SubscriberListID: otherList, FieldName: 'Elsewhere', FieldType: 'Single line' })).CustomFieldID);
    const address = email('unknown');
    const id = await u.subscriber(listId, address, { CustomFields: { [city]: 'Oslo' } });
    const res = await u.call('Subscriber.Update', {
      SubscriberID: id,
      SubscriberListID: listId,
      Fields: { [`CustomField${city}`]: 'Bergen', [`CustomField${theirs}`]: 'x' },
    });
    expect(codes(res)).toEqual([11]);
    expect((await read(address)).SubscriberInformation[`CustomField${city}`]).toBe('Oslo');
  });
});
