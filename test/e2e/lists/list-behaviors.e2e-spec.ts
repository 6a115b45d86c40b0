import { e2eEnv } from '@mail/testing';

import { codes, email, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

const { api } = e2eEnv();

/**
 * The lists' opt-in / opt-out behaviors (List.Update OptOutSubscribeTo, OptOutUnsubscribeFrom / OptOutScope,
 * OptInSubscribeTo, OptInUnsubscribeFrom) seen through HTTP.
 */
describe('list opt-in / opt-out behaviors', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  /** the address's status on a list, or undefined when it is not there */
  const statusOn = async (who: ListsUser, listId: number, address: string): Promise<string | undefined> => {
    const res = await who.call('Subscriber.Get', { ListID: listId, EmailAddress: address });
    return succeeded(res) ? res.body.SubscriberInformation.SubscriptionStatus : undefined;
  };
  const countOf = async (listId: number) => Number((await u.ok('List.Get', { ListID: listId })).List.SubscriberCount);
  const activityOf = async (listId: number, address: string): Promise<string[]> => {
    const id = (await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address })).SubscriberInformation.SubscriberID;
    const res = await u.ok('Subscriber.Get.Activity', {
      SubscriberID: id,
      SubscriberListID: listId,
      FilterJson: '[]',
      Operator: 'OR',
      RecordsPerRequest: 50,
      RecordsFrom: 0,
    });
    return res.SubscriberActivity.map((a: { ActivityType: string }) => a.ActivityType).sort();
  };
  const lists = (n: number) => Promise.all(Array.from({ length: n }, () => u.list()));

  describe('opt-out', () => {
    it.each(FORMATS)(
      'Subscriber.Unsubscribe on A subscribes the address to OptOutSubscribeTo lists: new, re-subscribed, or left alone (%s)',
      async (format) => {
        const [a, b, c, d] = await lists(4);
        await u.ok('List.Update', { SubscriberListID: a, OptOutSubscribeTo: `${b},${c},${d}` });
        const address = email('out');
        await u.subscriber(a, address);
        await u.subscriber(c, address.toUpperCase(), { Status: 'Unsubscribed' });
        await u.subscriber(d, address);
        const res = await u.call('Subscriber.Unsubscribe', { ListID: a, IPAddress: '1.2.3.4', EmailAddress: address }, format);
        expect(succeeded(res)).toBe(true);
        expect(await statusOn(u, a, address)).toBe('Unsubscribed');
        for (const l of [b, c, d]) expect(await statusOn(u, l, address)).toBe('Subscribed');
        // one row per address and list: the counter moved only where a subscriber was inserted
        expect([await countOf(b), await countOf(c), await countOf(d)]).toEqual([1, 1, 1]);
        expect(await activityOf(b, address)).toEqual(['subscription']);
        expect(await activityOf(c, address)).toEqual(['subscription']);
        expect(await activityOf(d, address)).toEqual(['subscription']);
        const total = await u.ok('Subscribers.Get', { SubscriberListID: b, SubscriberSegment: 'Active' });
        expect(total.TotalSubscribers).toBe(1);
      },
    );

    it('bulk Subscriber.Unsubscribe by RulesJSON subscribes every matched address', async () => {
      const [a, b] = await lists(2);
      await u.ok('List.Update', { SubscriberListID: a, OptOutSubscribeTo: String(b) });
      const [x, y, z] = [email('bx'), email('by'), email('bz')];
      for (const address of [x, y, z]) await u.subscriber(a, address);
      const rules = JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'begins with', value: 'bx' }]]);
      const rules2 = JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'begins with', value: 'by' }]]);
      expect((await u.ok('Subscriber.Unsubscribe', { ListID: a, IPAddress: '1.2.3.4', RulesJSON: rules, RulesOperator: 'and' })).TotalUnsubscribed).toBe(1);
      expect((await u.ok('Subscriber.Unsubscribe', { ListID: a, IPAddress: '1.2.3.4', RulesJSON: rules2, RulesOperator: 'and' })).TotalUnsubscribed).toBe(1);
      expect([await statusOn(u, b, x), await statusOn(u, b, y), await statusOn(u, b, z)]).toEqual(['Subscribed', 'Subscribed', undefined]);
      expect(await countOf(b)).toBe(2);
    });

    it("OptOutScope 'All lists' unsubscribes from the other lists but not from OptOutSubscribeTo ones", async () => {
      const [a, b, c] = await lists(3);
      await u.ok('List.Update', { SubscriberListID: a, OptOutScope: 'All lists', OptOutSubscribeTo: String(c) });
      const address = email('scope');
      for (const l of [a, b, c]) await u.subscriber(l, address);
      await u.ok('Subscriber.Unsubscribe', { ListID: a, IPAddress: '1.2.3.4', EmailAddress: address });
      expect([await statusOn(u, a, address), await statusOn(u, b, address), await statusOn(u, c, address)]).toEqual([
        'Unsubscribed',
        'Unsubscribed',
        'Subscribed',
      ]);
      expect(await activityOf(b, address)).toEqual(['subscription', 'unsubscription']);
      expect(await activityOf(c, address)).toEqual(['subscription']);
    });

    it('OptOutUnsubscribeFrom unsubscribes from the named lists only', async () => {
      const [a, b, c] = await lists(3);
      await u.ok('List.Update', { SubscriberListID: a, OptOutUnsubscribeFrom: String(b) });
      const address = email('from');
      for (const l of [a, b, c]) await u.subscriber(l, address);
      await u.ok('Subscriber.Unsubscribe', { ListID: a, IPAddress: '1.2.3.4', EmailAddress: address });
      expect([await statusOn(u, b, address), await statusOn(u, c, address)]).toEqual(['Unsubscribed', 'Subscribed']);
    });

    it.each(FORMATS)('rejecting a double opt-in is an opt-out (%s)', async (format) => {
      const [a, b] = await lists(2);
      await u.ok('List.Update', { SubscriberListID: a, OptInMode: 'Double', OptOutSubscribeTo: String(b), OptInSubscribeTo: String(b) });
      const address = email('rej');
      await api.legacy('Subscriber.Subscribe', { ListID: a, EmailAddress: address, IPAddress: '8.8.8.8' });
      expect(await statusOn(u, b, address)).toBeUndefined();
      const info = (await u.ok('Subscriber.Get', { ListID: a, EmailAddress: address })).SubscriberInformation;
      const res = await api.legacy(
        'subscriber.optin',
        { ListID: a, SubscriberID: info.SubscriberID, ConfirmationCode: info.OptInConfirmationCode, Mode: 'Reject' },
        { format },
      );
      expect(succeeded(res)).toBe(true);
      expect([await statusOn(u, a, address), await statusOn(u, b, address)]).toEqual(['Unsubscribed', 'Subscribed']);
    });
  });

  describe('opt-in', () => {
    it.each(FORMATS)('Subscriber.Subscribe on a single opt-in list applies OptInSubscribeTo and OptInUnsubscribeFrom (%s)', async (format) => {
      const [a, b, c, d] = await lists(4);
      await u.ok('List.Update', { SubscriberListID: a, OptInSubscribeTo: String(b), OptInUnsubscribeFrom: `${c},${d}` });
      const address = email('in');
      await u.subscriber(c, address);
      const res = await api.legacy('Subscriber.Subscribe', { ListID: a, EmailAddress: address, IPAddress: '8.8.8.8' }, { format });
      expect(succeeded(res)).toBe(true);
      expect([await statusOn(u, a, address), await statusOn(u, b, address), await statusOn(u, c, address), await statusOn(u, d, address)]).toEqual([
        'Subscribed',
        'Subscribed',
        'Unsubscribed',
        undefined,
      ]);
      expect([await countOf(b), await countOf(c), await countOf(d)]).toEqual([1, 1, 0]);
      expect(await activityOf(c, address)).toEqual(['subscription', 'unsubscription']);
    });

    it('a re-subscription (unsubscribed address) on a single opt-in list is an opt-in too', async () => {
      const [a, b] = await lists(2);
      const address = email('re');
      await u.subscriber(a, address, { Status: 'Unsubscribed' });
      await u.ok('List.Update', { SubscriberListID: a, OptInSubscribeTo: String(b) });
      expect(succeeded(await api.legacy('Subscriber.Subscribe', { ListID: a, EmailAddress: address, IPAddress: '8.8.8.8' }))).toBe(true);
      expect(await statusOn(u, b, address)).toBe('Subscribed');
    });

    it.each(FORMATS)('a double opt-in list applies them on confirmation, not before (%s)', async (format) => {
      const [a, b, c] = await lists(3);
      await u.ok('List.Update', { SubscriberListID: a, OptInMode: 'Double', OptInSubscribeTo: String(b), OptInUnsubscribeFrom: String(c) });
      const address = email('dbl');
      await u.subscriber(c, address);
      await api.legacy('Subscriber.Subscribe', { ListID: a, EmailAddress: address, IPAddress: '8.8.8.8' });
      expect([await statusOn(u, b, address), await statusOn(u, c, address)]).toEqual([undefined, 'Subscribed']);
      const info = (await u.ok('Subscriber.Get', { ListID: a, EmailAddress: address })).SubscriberInformation;
      const res = await api.legacy(
        'subscriber.optin',
        { ListID: a, SubscriberID: info.SubscriberID, ConfirmationCode: info.OptInConfirmationCode },
        { format },
      );
      expect(succeeded(res)).toBe(true);
      expect([await statusOn(u, a, address), await statusOn(u, b, address), await statusOn(u, c, address)]).toEqual([
        'Subscribed',
        'Subscribed',
        'Unsubscribed',
      ]);
    });

    it('a Subscriber.Subscribe naming several lists never undoes its own subscriptions', async () => {
      const [a, b] = await lists(2);
      await u.ok('List.Update', { SubscriberListID: a, OptInUnsubscribeFrom: String(b) });
      const address = email('many');
      expect(succeeded(await api.legacy('Subscriber.Subscribe', { ListID: `${a},${b}`, EmailAddress: address, IPAddress: '8.8.8.8' }))).toBe(true);
      expect([await statusOn(u, a, address), await statusOn(u, b, address)]).toEqual(['Subscribed', 'Subscribed']);
    });

    it.each(FORMATS)('Subscriber.Create applies them only with ApplyBehaviors=true (%s)', async (format) => {
      const [a, b, c] = await lists(3);
      await u.ok('List.Update', { SubscriberListID: a, OptInSubscribeTo: String(b), OptInUnsubscribeFrom: String(c) });
      const [plain, applied] = [email('plain'), email('applied')];
      for (const address of [plain, applied]) await u.subscriber(c, address);
      expect(succeeded(await u.call('Subscriber.Create', { ListID: a, EmailAddress: plain }, format))).toBe(true);
      expect([await statusOn(u, b, plain), await statusOn(u, c, plain)]).toEqual([undefined, 'Subscribed']);
      expect(succeeded(await u.call('Subscriber.Create', { ListID: a, EmailAddress: applied, ApplyBehaviors: 'true' }, format))).toBe(true);
      expect([await statusOn(u, b, applied), await statusOn(u, c, applied)]).toEqual(['Subscribed', 'Unsubscribed']);
      // not for other statuses
      const pending = email('pending');
      await u.ok('Subscriber.Create', { ListID: a, EmailAddress: pending, Status: 'Opt-In Pending', ApplyBehaviors: 1 });
      expect(await statusOn(u, b, pending)).toBeUndefined();
    });

    it('Subscriber.Create with UpdateIfUnsubscribed and ApplyBehaviors re-subscribes and applies them', async () => {
      const [a, b] = await lists(2);
      const address = email('upd');
      await u.subscriber(a, address, { Status: 'Unsubscribed' });
      await u.ok('List.Update', { SubscriberListID: a, OptInSubscribeTo: String(b) });
      await u.ok('Subscriber.Create', { ListID: a, EmailAddress: address, UpdateIfUnsubscribed: 1, ApplyBehaviors: 1 });
      expect([await statusOn(u, a, address), await statusOn(u, b, address)]).toEqual(['Subscribed', 'Subscribed']);
    });
  });

  it.each(FORMATS)("another user's list is never a target: List.Update refuses it and nothing of theirs changes (%s)", async (format) => {
    const [a, b] = await lists(2);
    const theirs = await other.list();
    const address = email('iso');
    await other.subscriber(theirs, address);
    await u.subscriber(b, address);
    for (const setting of ['OptInSubscribeTo', 'OptInUnsubscribeFrom', 'OptOutSubscribeTo', 'OptOutUnsubscribeFrom'])
      expect(codes(await u.call('List.Update', { SubscriberListID: a, [setting]: `${b},${theirs}` }, format))).toEqual([6]);
    await u.ok('List.Update', { SubscriberListID: a, OptInUnsubscribeFrom: String(b), OptOutScope: 'All lists' });
    expect(succeeded(await api.legacy('Subscriber.Subscribe', { ListID: a, EmailAddress: address, IPAddress: '8.8.8.8' }))).toBe(true);
    expect(await statusOn(u, b, address)).toBe('Unsubscribed');
    await u.ok('Subscriber.Unsubscribe', { ListID: a, IPAddress: '1.2.3.4', EmailAddress: address });
    expect(await statusOn(other, theirs, address)).toBe('Subscribed');
    expect((await other.ok('List.Get', { ListID: theirs })).List.SubscriberCount).toBe(1);
  });
});
