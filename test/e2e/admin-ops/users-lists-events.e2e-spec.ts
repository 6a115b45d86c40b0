/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eEnv, unique } from '@mail/testing';

import { codes, email, FORMATS, keyed, listsUser, type ListsUser, succeeded, waitFor } from '../lists/lists-helpers';

const items = (value: any): any[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);
const num = (v: unknown) => Number(v);

// The administrators' commands over users (accounts), subscribers (lists) and website events (tracking), on data
// created through the API first.
describe('admin operations on users, subscribers and events, through HTTP', () => {
  const { api, adminApiKey } = e2eEnv();
  const admin = (command: string, params: Record<string, unknown> = {}, format?: string) =>
    api.legacy(command, { AdminAPIKey: adminApiKey, ...params }, format ? { format } : {});
  let u: ListsUser;
  let other: ListsUser;

  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  }, 60_000);

  it.each(FORMATS)('admin.subscriber.search finds an address in every user’s lists (%s)', async (format) => {
    const address = email('everywhere');
    const [mine, theirs] = [await u.list(), await other.list()];
    const [s1, s2] = [await u.subscriber(mine, address), await other.subscriber(theirs, address.toUpperCase())];
    const res = await admin('admin.subscriber.search', { EmailAddress: address }, format);
    expect([succeeded(res), num(res.body.TotalLists), res.body.EmailAddress]).toEqual([true, 2, address]);
    expect(items(res.body.Lists).map((l: any) => [num(l.ListID), num(l.OwnerUserID), num(l.SubscriberID), l.SubscriptionStatus, l.BounceType])).toEqual([
      [mine, u.user.userId, s1, 'Subscribed', 'Not Bounced'],
      [theirs, other.user.userId, s2, 'Subscribed', 'Not Bounced'],
    ]);
    expect(items(res.body.Lists)[0].OwnerName).toBeTruthy();
    const v1 = await api.v1('POST', 'admin.subscriber.search', { AdminAPIKey: adminApiKey, EmailAddress: address });
    expect(num(v1.body.TotalLists)).toBe(2);
    expect(codes(await admin('admin.subscriber.search', {}, format))).toEqual([1]);
    expect(codes(await admin('admin.subscriber.search', { EmailAddress: 'not-an-address' }, format))).toEqual([2]);
    expect(codes(await u.call('admin.subscriber.search', { EmailAddress: address }, format))).toEqual([99998]);
  });

  it('admin.subscribers.delete.all empties a user’s list (and its tags when asked); its codes', async () => {
    const listId = await u.list();
    for (let i = 0; i < 3; i++) await u.subscriber(listId);
    await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: unique('tag') });
    expect(keyed(await admin('admin.subscribers.delete.all', { ListID: listId }))).toEqual({ userid: 1 });
    expect(keyed(await admin('admin.subscribers.delete.all', { UserID: u.user.userId }))).toEqual({ listid: 1 });
    expect(codes(await admin('admin.subscribers.delete.all', { UserID: u.user.userId, ListID: 999_999_999 }))).toEqual([3]);
    expect(codes(await admin('admin.subscribers.delete.all', { UserID: other.user.userId, ListID: listId }))).toEqual([4]);
    expect(codes(await u.call('admin.subscribers.delete.all', { UserID: u.user.userId, ListID: listId }))).toEqual([99998]);
    const res = await admin('admin.subscribers.delete.all', { UserID: u.user.userId, ListID: listId, DeleteListTags: 'true' }, 'XML');
    expect([succeeded(res), num(res.body.TotalDeleted), num(res.body.TagsDeleted)]).toEqual([true, 3, 1]);
    const left = await u.ok('Subscribers.Get', { SubscriberListID: listId, SubscriberSegment: 'Active' });
    expect(num(left.TotalSubscribers)).toBe(0);
    const tags = await u.call('Subscriber.Tags.Get', { SubscriberListID: listId });
    expect(items(tags.body.Tags ?? tags.body.SubscriberTags)).toEqual([]);
  });

  it.each(FORMATS)('admin.users.activity and its summary: every user Active or Idle over the period (%s)', async (format) => {
    const res = await admin('admin.users.activity', { SearchKeyword: u.user.username, ActivityPeriod: 7 }, format);
    expect([succeeded(res), num(res.body.TotalUsers), num(res.body.ActivityPeriod), res.body.ActivityStatus]).toEqual([true, 1, 7, 'All']);
    const [row] = items(res.body.Users);
    expect([num(row.UserID), row.EmailAddress, num(row.RecentCampaignsSent)]).toEqual([u.user.userId, u.user.email, 0]);
    expect(['Active', 'Idle']).toContain(row.UserActivityStatus);
    const same = await admin('admin.users.activity', { SearchKeyword: u.user.username, ActivityStatus: row.UserActivityStatus }, format);
    expect(num(same.body.TotalUsers)).toBe(1);
    const opposite = await admin(
      'admin.users.activity',
      { SearchKeyword: u.user.username, ActivityStatus: row.UserActivityStatus === 'Active' ? 'Idle' : 'Active' },
      format,
    );
    expect(num(opposite.body.TotalUsers)).toBe(0);
    expect(codes(await admin('admin.users.activity', { ActivityPeriod: 0 }, format))).toEqual([4]);
    expect(codes(await admin('admin.users.activity', { ActivityStatus: 'Sleeping' }, format))).toEqual([5]);
    expect(codes(await admin('admin.users.activity', { RecordsPerRequest: 5000 }, format))).toEqual([6]);
    expect(codes(await admin('admin.users.activity', { RecordsFrom: -1 }, format))).toEqual([7]);
    const summary = await admin('admin.users.activity.summary', { ActivityPeriod: 30 }, format);
    expect(succeeded(summary)).toBe(true);
    const parts = items(summary.body.Summary);
    expect(parts.map((p: any) => p.UserActivityStatus)).toEqual(['Active', 'Idle']);
    expect(parts.reduce((n: number, p: any) => n + num(p.UserCount), 0)).toBe(num(summary.body.TotalUsers));
    expect(num(summary.body.TotalUsers)).toBeGreaterThanOrEqual(2);
    expect(codes(await admin('admin.users.activity.summary', { ActivityPeriod: 400 }, format))).toEqual([3]);
    expect(codes(await u.call('admin.users.activity', {}, format))).toEqual([99998]);
  });

  it.each(FORMATS)('admin.events.search: a tracked website event of any user (%s)', async (format) => {
    const listId = await other.list();
    const uuid = `00000000-0000-4000-8000-${String(Date.now()).slice(-12).padStart(12, '0')}`;
    const tracked = await api.v1(
      'POST',
      'event',
      { ListID: listId, Event: 'pageView', UUID: uuid, Properties: { page_url: 'https://shop.example/a' } },
      { bearer: other.user.apiKey },
    );
    expect(tracked.status).toBe(200);
    const res = await waitFor(
      () => admin('admin.events.search', { FilterByListID: listId }, format),
      (r) => num(r.body?.TotalEvents) === 1,
      15_000,
    );
    expect([succeeded(res), num(res.body.TotalEvents)]).toEqual([true, 1]);
    const [e] = items(res.body.Events);
    expect([e.Event, num(e.UserID), num(e.ListID), e.WebsiteEventUUID, e.Properties.page_url]).toEqual([
      'pageView',
      other.user.userId,
      listId,
      uuid,
      'https://shop.example/a',
    ]);
    const without = await admin('admin.events.search', { FilterByListID: listId, IncludeProperties: 'false' }, format);
    expect(items(without.body.Events)[0].Properties).toBeUndefined();
    expect(num((await admin('admin.events.search', { FilterByListID: listId, EventType: 'conversion' }, format)).body.TotalEvents)).toBe(0);
    expect(codes(await admin('admin.events.search', { FilterByUserID: 'x' }, format))).toEqual([1]);
    expect(codes(await admin('admin.events.search', { DateFrom: 'nope' }, format))).toEqual([4]);
    expect(codes(await u.call('admin.events.search', {}, format))).toEqual([99998]);
  });
});
