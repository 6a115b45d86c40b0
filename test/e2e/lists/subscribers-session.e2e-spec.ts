import { e2eEnv } from '@mail/testing';

import { codes, email, FORMATS, type Format, listsUser, type ListsUser, succeeded } from './lists-helpers';

/** a public command: no user credentials */
const anonymous = (command: string, params: Record<string, unknown>, format?: Format) => e2eEnv().api.legacy(command, params, format ? { format } : {});

describe('subscriber.login and subscriber.getlists (a subscriber session)', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  it.each(FORMATS)('login opens a session that lists the account’s lists the address is on, with its status on each (%s)', async (format) => {
    const [a, b, none] = [await u.list('A'), await u.list('B'), await u.list('C')];
    const address = email('me');
    const id = await u.subscriber(a, address);
    await u.subscriber(b, address.toUpperCase());
    await u.ok('Subscriber.Unsubscribe', { ListID: b, EmailAddress: address, IPAddress: '127.0.0.1' });
    await u.subscriber(none);
    // the same address with another user: not this session's account
    const theirs = await other.list();
    await other.subscriber(theirs, address);

    const login = await anonymous('subscriber.login', { ListID: a, EmailAddress: address.toUpperCase() }, format);
    expect(succeeded(login)).toBe(true);
    expect(Number(login.body.ErrorCode)).toBe(0);
    expect(login.body.SessionID).toEqual(expect.any(String));
    expect(login.body.SubscriberInformation).toMatchObject({ EmailAddress: address, SubscriptionStatus: 'Subscribed' });
    expect(Number(login.body.SubscriberInformation.SubscriberID)).toBe(id);

    const lists = await anonymous('subscriber.getlists', { SessionID: login.body.SessionID }, format);
    expect(succeeded(lists)).toBe(true);
    const rows = format === 'XML' ? Object.values(lists.body.Lists) : lists.body.Lists;
    expect((rows as Record<string, unknown>[]).map((l) => [Number(l.ListID), l.ListName, l.SubscriptionStatus])).toEqual([
      [a, 'A', 'Subscribed'],
      [b, 'B', 'Unsubscribed'],
    ]);
  });

  it.each(FORMATS)('login codes: 1 ListID missing, 2 EmailAddress missing, 3 not an address, 4 not on the list (%s)', async (format) => {
    const listId = await u.list();
    const address = email();
    await u.subscriber(listId, address);
    const code = async (params: Record<string, unknown>) => codes(await anonymous('subscriber.login', params, format));
    expect(await code({ EmailAddress: address })).toEqual([1]);
    expect(await code({ ListID: listId })).toEqual([2]);
    expect(await code({ ListID: listId, EmailAddress: 'nope' })).toEqual([3]);
    expect(await code({ ListID: listId, EmailAddress: email() })).toEqual([4]);
    expect(await code({ ListID: 'x', EmailAddress: address })).toEqual([4]);
    expect(await code({ ListID: await other.list(), EmailAddress: address })).toEqual([4]);
  });

  it.each(FORMATS)('getlists answers 1 without a subscriber session: none, forged, a user’s session, a deleted subscriber (%s)', async (format) => {
    const listId = await u.list();
    const address = email();
    const id = await u.subscriber(listId, address);
    const { SessionID } = (await anonymous('subscriber.login', { ListID: listId, EmailAddress: address })).body;
    const code = async (params: Record<string, unknown>) => codes(await anonymous('subscriber.getlists', params, format));
    expect(await code({})).toEqual([1]);
    expect(await code({ SessionID: `${SessionID}x` })).toEqual([1]);
    expect(await code({ SessionID: String(SessionID).replace(`.${id}.`, `.${id + 1}.`) })).toEqual([1]);
    expect(await code({ SessionID: u.user.sessionId })).toEqual([1]);
    expect(await code({ APIKey: u.user.apiKey })).toEqual([1]);
    await u.ok('Subscribers.Delete', { SubscriberListID: listId, Subscribers: String(id) });
    expect(await code({ SessionID })).toEqual([1]);
  });

  it('a subscriber session is no user credential', async () => {
    const listId = await u.list();
    const address = email();
    await u.subscriber(listId, address);
    const { SessionID } = (await anonymous('subscriber.login', { ListID: listId, EmailAddress: address })).body;
    const res = await anonymous('Lists.Get', { SessionID });
    expect(codes(res)).toEqual([99998]);
  });
});
