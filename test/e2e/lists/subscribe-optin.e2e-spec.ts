import { e2eEnv } from '@mail/testing';

import { codes, email, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

const { api } = e2eEnv();

describe('public subscription and double opt-in', () => {
  let u: ListsUser;
  beforeAll(async () => {
    u = await listsUser();
  });

  it.each(FORMATS)('Subscriber.Subscribe on a single opt-in list subscribes at once (%s)', async (format) => {
    const listId = await u.list();
    await u.ok('List.Update', { SubscriberListID: listId, SubscriptionConfirmedPageURL: 'https://shop.test/welcome' });
    const res = await api.legacy('Subscriber.Subscribe', { ListID: listId, EmailAddress: email('pub'), IPAddress: '8.8.8.8' }, { format });
    expect(succeeded(res)).toBe(true);
    expect(res.body.Subscriber.SubscriptionStatus).toBe('Subscribed');
    expect(res.body.RedirectURL).toBe('https://shop.test/welcome');
  });

  it('a double opt-in list keeps the subscriber pending until subscriber.optin confirms it', async () => {
    const listId = await u.list();
    await u.ok('List.Update', { SubscriberListID: listId, OptInMode: 'Double' });
    const address = email('dbl');
    const res = await api.legacy('Subscriber.Subscribe', { ListID: listId, EmailAddress: address, IPAddress: '8.8.8.8' });
    expect(res.body.Subscriber.SubscriptionStatus).toBe('Opt-In Pending');
    const info = (await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address })).SubscriberInformation;
    expect(codes(await api.legacy('subscriber.optin', { ListID: listId, SubscriberID: info.SubscriberID, ConfirmationCode: 'wrong' }))).toEqual([4]);
    const confirm = await api.legacy('subscriber.optin', { ListID: listId, SubscriberID: info.SubscriberID, ConfirmationCode: info.OptInConfirmationCode });
    expect(succeeded(confirm)).toBe(true);
    expect((await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address })).SubscriberInformation.SubscriptionStatus).toBe('Subscribed');
    expect(
      codes(await api.legacy('subscriber.optin', { ListID: listId, SubscriberID: info.SubscriberID, ConfirmationCode: info.OptInConfirmationCode })),
    ).toEqual([8]);
  });

  it.each(FORMATS)('Subscriber.Subscribe codes (%s)', async (format) => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', {
      SubscriberListID: listId,
      FieldName: 'Zip',
      FieldType: 'Single line',
      IsRequired: 'Yes',
      ValidationMethod: 'Numbers',
    });
    const taken = email('t');
    const ok = await api.legacy('Subscriber.Subscribe', { ListID: listId, EmailAddress: taken, IPAddress: '8.8.8.8', [`CustomField${CustomFieldID}`]: '123' });
    expect(succeeded(ok)).toBe(true);
    const code = async (params: Record<string, unknown>) => codes(await api.legacy('Subscriber.Subscribe', params, { format }));
    expect(await code({ EmailAddress: email(), IPAddress: '8.8.8.8' })).toEqual([1]);
    expect(await code({ ListID: listId, IPAddress: '8.8.8.8' })).toEqual([2]);
    expect(await code({ ListID: listId, EmailAddress: email() })).toEqual([3]);
    expect(await code({ ListID: 999999999, EmailAddress: email(), IPAddress: '8.8.8.8' })).toEqual([4]);
    expect(await code({ ListID: listId, EmailAddress: 'nope', IPAddress: '8.8.8.8' })).toEqual([5]);
    expect(await code({ ListID: listId, EmailAddress: email(), IPAddress: '8.8.8.8' })).toEqual([6]);
    expect(await code({ ListID: listId, EmailAddress: email(), IPAddress: '8.8.8.8', [`CustomField${CustomFieldID}`]: 'abc' })).toEqual([8]);
    expect(await code({ ListID: listId, EmailAddress: taken, IPAddress: '8.8.8.8', [`CustomField${CustomFieldID}`]: '1' })).toEqual([9]);
  });

  it.each(FORMATS)('subscriber.optin codes 1, 2, 3, 5 (%s)', async (format) => {
    const code = async (params: Record<string, unknown>) => codes(await api.legacy('Subscriber.OptIn', params, { format }));
    expect(await code({ SubscriberID: 1, ConfirmationCode: 'x' })).toEqual([1]);
    expect(await code({ ListID: 1, ConfirmationCode: 'x' })).toEqual([2]);
    expect(await code({ ListID: 1, SubscriberID: 1 })).toEqual([3]);
    expect(await code({ ListID: 999999999, SubscriberID: 1, ConfirmationCode: 'x' })).toEqual([5]);
  });
});
