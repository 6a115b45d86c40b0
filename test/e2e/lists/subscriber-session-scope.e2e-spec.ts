import { e2eEnv } from '@mail/testing';

import { codes, email, FORMATS, type Format, listsUser, type ListsUser, succeeded } from './lists-helpers';

/** a call with no user credential: only what the params carry (a subscriber session) */
const anonymous = (command: string, params: Record<string, unknown>, format?: Format) => e2eEnv().api.legacy(command, params, format ? { format } : {});

async function sessionOf(listId: number, address: string): Promise<string> {
  const res = await anonymous('subscriber.login', { ListID: listId, EmailAddress: address });
  if (!succeeded(res)) throw new Error(`subscriber.login failed: ${res.text}`);
  return String(res.body.SessionID);
}

describe('a subscriber session (subscriber.login) on Subscriber.Get, Subscriber.Get.Activity and Subscriber.Update', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  it.each(FORMATS)('reads and updates its own subscriber, by id and by address, passed as SessionID (%s)', async (format) => {
    const listId = await u.list();
    const address = email('me');
    const id = await u.subscriber(listId, address);
    const SessionID = await sessionOf(listId, address);

    for (const by of [{ SubscriberID: id }, { EmailAddress: address.toUpperCase() }]) {
      const got = await anonymous('Subscriber.Get', { SessionID, ListID: listId, ...by }, format);
      expect(succeeded(got)).toBe(true);
      expect(Number(got.body.SubscriberInformation.SubscriberID)).toBe(id);
      expect(got.body.SubscriberInformation.EmailAddress).toBe(address);
    }

    const activity = await anonymous('Subscriber.Get.Activity', { SessionID, SubscriberListID: listId, SubscriberID: id, FilterJson: '[]' }, format);
    expect(succeeded(activity)).toBe(true);
    expect(Number(activity.body.TotalSubscriberActivity)).toBeGreaterThanOrEqual(0);

    const updated = await anonymous(
      'Subscriber.Update',
      { SessionID, SubscriberListID: listId, SubscriberID: id, SubscriptionStatus: 'Unsubscribed', UnsubscriptionIP: '127.0.0.1' },
      format,
    );
    expect(succeeded(updated)).toBe(true);
    // the owner sees the change
    const seen = await u.ok('Subscriber.Get', { ListID: listId, SubscriberID: id });
    expect(seen.SubscriberInformation.SubscriptionStatus).toBe('Unsubscribed');
  });

  it.each(FORMATS)('the commands’ own codes still answer with a subscriber session (%s)', async (format) => {
    const listId = await u.list();
    const address = email();
    const id = await u.subscriber(listId, address);
    const SessionID = await sessionOf(listId, address);
    expect(codes(await anonymous('Subscriber.Get', { SessionID, ListID: listId }, format))).toEqual([1]);
    expect(codes(await anonymous('Subscriber.Get', { SessionID, SubscriberID: id }, format))).toEqual([2]);
    expect(codes(await anonymous('Subscriber.Get.Activity', { SessionID, SubscriberID: id }, format))).toEqual([1]);
    expect(codes(await anonymous('Subscriber.Update', { SessionID, SubscriberListID: listId }, format))).toEqual([1]);
    expect(codes(await anonymous('Subscriber.Update', { SessionID, SubscriberListID: listId, SubscriberID: id, EmailAddress: 'nope' }, format))).toEqual([4]);
  });

  it.each(FORMATS)('another subscriber, another list or another account answers 99998 and changes nothing (%s)', async (format) => {
    const listId = await u.list();
    const second = await u.list();
    const address = email('me');
    const id = await u.subscriber(listId, address);
    const neighbourAddress = email('neighbour');
    const neighbour = await u.subscriber(listId, neighbourAddress);
    const sameAddressElsewhere = await u.subscriber(second, address);
    const theirList = await other.list();
    const theirs = await other.subscriber(theirList, address);
    const SessionID = await sessionOf(listId, address);

    const refused = async (command: string, params: Record<string, unknown>) =>
      expect(codes(await anonymous(command, { SessionID, ...params }, format))).toEqual([99998]);
    await refused('Subscriber.Get', { ListID: listId, SubscriberID: neighbour });
    await refused('Subscriber.Get', { ListID: listId, EmailAddress: neighbourAddress });
    await refused('Subscriber.Get', { ListID: second, SubscriberID: sameAddressElsewhere });
    await refused('Subscriber.Get', { ListID: second, EmailAddress: address });
    await refused('Subscriber.Get', { ListID: theirList, SubscriberID: theirs });
    await refused('Subscriber.Get', { ListID: second, SubscriberID: id }); // its own id on another list
    await refused('Subscriber.Get.Activity', { SubscriberListID: listId, SubscriberID: neighbour, FilterJson: '[]' });
    await refused('Subscriber.Get.Activity', { SubscriberListID: theirList, SubscriberID: theirs, FilterJson: '[]' });
    await refused('Subscriber.Update', { SubscriberListID: listId, SubscriberID: neighbour, SubscriptionStatus: 'Unsubscribed' });
    await refused('Subscriber.Update', { SubscriberListID: second, SubscriberID: sameAddressElsewhere, EmailAddress: email('hijack') });
    await refused('Subscriber.Update', { SubscriberListID: theirList, SubscriberID: theirs, SubscriptionStatus: 'Unsubscribed' });

    expect((await u.ok('Subscriber.Get', { ListID: listId, SubscriberID: neighbour })).SubscriberInformation.SubscriptionStatus).toBe('Subscribed');
    expect((await u.ok('Subscriber.Get', { ListID: second, SubscriberID: sameAddressElsewhere })).SubscriberInformation.EmailAddress).toBe(address);
    expect((await other.ok('Subscriber.Get', { ListID: theirList, SubscriberID: theirs })).SubscriberInformation.SubscriptionStatus).toBe('Subscribed');
  });

  it.each(FORMATS)('every other command refuses a subscriber session with 99998 (%s)', async (format) => {
    const listId = await u.list();
    const address = email();
    const id = await u.subscriber(listId, address);
    const SessionID = await sessionOf(listId, address);
    const calls: [string, Record<string, unknown>][] = [
      ['Lists.Get', {}],
      ['List.Get', { ListID: listId }],
      ['Subscribers.Get', { SubscriberListID: listId, SubscriberSegment: 'Active' }],
      ['Subscribers.Delete', { SubscriberListID: listId, Subscribers: String(id) }],
      ['Subscriber.Create', { ListID: listId, EmailAddress: email() }],
      ['User.Current', {}],
      ['client.lists.get', {}],
      ['users.status', {}],
    ];
    for (const [command, params] of calls) expect([command, codes(await anonymous(command, { SessionID, ...params }, format))]).toEqual([command, [99998]]);
    // nothing was deleted
    expect(succeeded(await u.call('Subscriber.Get', { ListID: listId, SubscriberID: id }))).toBe(true);
  });

  it('a forged, altered or expired token, or a subscriber deleted since the login, answers 99998', async () => {
    const listId = await u.list();
    const address = email();
    const id = await u.subscriber(listId, address);
    const neighbour = await u.subscriber(listId);
    const SessionID = await sessionOf(listId, address);
    const get = (session: string, subscriberId = id) => anonymous('Subscriber.Get', { SessionID: session, ListID: listId, SubscriberID: subscriberId });
    expect(codes(await get(`${SessionID}x`))).toEqual([99998]);
    // the neighbour's id written into the token: the signature no longer matches
    expect(codes(await get(SessionID.replace(`.${id}.`, `.${neighbour}.`), neighbour))).toEqual([99998]);
    const [prefix, list, subscriber, , kid, mac] = SessionID.split('.');
    expect(codes(await get([prefix, list, subscriber, '1000', kid, mac].join('.')))).toEqual([99998]);
    // a user's session is still a user's session on the same command
    expect(succeeded(await anonymous('Subscriber.Get', { SessionID: u.user.sessionId, ListID: listId, SubscriberID: id }))).toBe(true);
    await u.ok('Subscribers.Delete', { SubscriberListID: listId, Subscribers: String(id) });
    expect(codes(await get(SessionID))).toEqual([99998]);
  });
});
