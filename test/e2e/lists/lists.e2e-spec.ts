/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { unique } from '@mail/testing';

import { codes, FORMATS, keyed, listsUser, type ListsUser, succeeded } from './lists-helpers';

describe('subscriber lists', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  describe('List.Create', () => {
    it.each(FORMATS)('creates a list and returns ListID (%s)', async (format) => {
      const res = await u.call('List.Create', { SubscriberListName: unique('L') }, format);
      expect(succeeded(res)).toBe(true);
      expect(Number(res.body.ListID)).toBeGreaterThan(0);
    });
    it.each(FORMATS)('1: missing name (%s)', async (format) => {
      expect(codes(await u.call('List.Create', {}, format))).toEqual([1]);
    });
    it('accepts the lower-cased parameter name from a JSON body', async () => {
      const res = await u.call('List.Create', { subscriberlistname: unique('L') }, 'JSON', { encoding: 'json' });
      expect(succeeded(res)).toBe(true);
    });
  });

  describe('List.Get', () => {
    it.each(FORMATS)('returns the list resource (%s)', async (format) => {
      const name = unique('L');
      const listId = await u.list(name);
      const res = await u.call('List.Get', { ListID: listId }, format);
      expect(succeeded(res)).toBe(true);
      expect(String(res.body.List.ListID)).toBe(String(listId));
      expect(res.body.List.ListName).toBe(name);
      expect(String(res.body.List.SubscriberCount)).toBe('0');
      expect(res.body.List.EncryptedSaltedListID).toMatch(/^[0-9a-f]{32}$/);
      for (const key of ['RelOwnerUserID', 'EventListTrackerID', 'EventUserTrackerID', 'SyncLastDateTime', 'OptInMode'])
        expect(res.body.List).toHaveProperty(key);
    });
    it.each(FORMATS)("1 keyed listid: missing, invalid, or another user's list (%s)", async (format) => {
      const theirs = await other.list();
      expect(keyed(await u.call('List.Get', {}, format))).toEqual({ listid: 1 });
      expect(keyed(await u.call('List.Get', { ListID: 'abc' }, format))).toEqual({ listid: 1 });
      expect(keyed(await u.call('List.Get', { ListID: theirs }, format))).toEqual({ listid: 1 });
    });
    it('counts subscribers', async () => {
      const listId = await u.list();
      await u.subscriber(listId);
      await u.subscriber(listId);
      expect((await u.ok('List.Get', { ListID: listId })).List.SubscriberCount).toBe(2);
    });
  });

  describe('List.Update', () => {
    it('stores every setting and returns the updated list', async () => {
      const listId = await u.list();
      const res = await u.ok('List.Update', {
        SubscriberListID: listId,
        Name: 'Renamed',
        SenderName: 'Shop',
        SenderEmailAddress: 'news@shop.test',
        OptInMode: 'Double',
        OptOutScope: 'All lists',
        OptOutAddToSuppressionList: 'Yes',
        OptOutAddToGlobalSuppressionList: 'No',
        HideInSubscriberArea: 'true',
        SendServiceIntegrationFailedNotification: 'false',
        SendActivityNotification: '1',
        SubscriptionConfirmedPageURL: 'https://shop.test/ok',
        UnsubscriptionConfirmedPageURL: 'https://shop.test/bye',
        ReqByEmailSearchToAddress: 'req@shop.test',
        SyncStatus: 'Disabled',
        SyncLastDateTime: '2024-01-02 03:04:05',
      });
      expect(res.List).toMatchObject({
        ListName: 'Renamed',
        SenderName: 'Shop',
        OptInMode: 'Double',
        OptOutScope: 'All lists',
        OptOutAddToSuppressionList: 'Yes',
        HideInSubscriberArea: true,
        SyncLastDateTime: '2024-01-02 03:04:05',
      });
      expect((await u.ok('List.Get', { ListID: listId })).List.UnsubscriptionConfirmedPageURL).toBe('https://shop.test/bye');
    });
    it.each(FORMATS)('every error code (%s)', async (format) => {
      const listId = await u.list();
      const theirs = await other.list();
      const code = async (params: Record<string, unknown>) => codes(await u.call('List.Update', params, format));
      expect(await code({})).toEqual([1]);
      expect(await code({ SubscriberListID: theirs, Name: 'x' })).toEqual([2]);
      expect(await code({ SubscriberListID: listId, OptInMode: 'Triple' })).toEqual([3]);
      expect(await code({ SubscriberListID: listId, OptOutScope: 'Some lists' })).toEqual([4]);
      expect(await code({ SubscriberListID: listId, SendServiceIntegrationFailedNotification: 'maybe' })).toEqual([5]);
      expect(await code({ SubscriberListID: listId, SubscriptionErrorPageURL: 'not-a-url' })).toEqual([6]);
      expect(await code({ SubscriberListID: listId, OptInSubscribeTo: String(theirs) })).toEqual([6]);
      expect(await code({ SubscriberListID: listId, SyncStatus: 'Enabled' })).toEqual([8]);
      expect(await code({ SubscriberListID: listId, ReqByEmailSearchToAddress: 'nope' })).toEqual([9]);
      expect(await code({ SubscriberListID: listId, OptOutAddToGlobalSuppressionList: 'Maybe' })).toEqual([10]);
      expect(await code({ SubscriberListID: listId })).toEqual([11]);
    });
  });

  describe('Lists.Get', () => {
    it.each(FORMATS)("pages and orders the caller's lists only (%s)", async (format) => {
      const mine = await listsUser();
      await mine.list('b-list');
      await mine.list('a-list');
      await mine.list('c-list');
      const res = await mine.call('Lists.Get', { OrderField: 'ListName', OrderType: 'DESC', RecordsPerRequest: 2, RecordsFrom: 0 }, format);
      expect(succeeded(res)).toBe(true);
      expect(String(res.body.TotalListCount)).toBe('3');
      const lists = format === 'JSON' ? res.body.Lists : Object.values(res.body.Lists);
      expect(lists).toHaveLength(2);
      expect((lists as { ListName: string }[]).map((l) => l.ListName)).toEqual(['c-list', 'b-list']);
      expect((lists as Record<string, unknown>[])[0]).toHaveProperty('EncryptedSaltedListID');
    });
    it('falls back to ListID for an unknown OrderField', async () => {
      const res = await u.ok('Lists.Get', { OrderField: 'nonsense' });
      const ids = res.Lists.map((l: { ListID: number }) => l.ListID);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    });
  });

  describe('List.Assets', () => {
    it.each(FORMATS)('returns the list with its segments, fields, tags and autoresponders (%s)', async (format) => {
      const listId = await u.list();
      await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'City', FieldType: 'Single line' });
      await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'vip' });
      await u.ok('Segment.Create', { SubscriberListID: listId, SegmentName: 'all', SegmentOperator: 'and' });
      const res = await u.call('List.Assets', { ListID: listId }, format);
      expect(succeeded(res)).toBe(true);
      expect(String(res.body.List.ListID)).toBe(String(listId));
      if (format === 'JSON') {
        expect(res.body.Segments).toHaveLength(1);
        expect(res.body.CustomFields).toHaveLength(1);
        expect(res.body.SubscriberTags).toHaveLength(1);
        expect(res.body.AutoResponders).toEqual([]);
      }
    });
    it.each(FORMATS)("1: missing or not the caller's list (%s)", async (format) => {
      expect(codes(await u.call('List.Assets', {}, format))).toEqual([1]);
      expect(codes(await u.call('List.Assets', { ListID: await other.list() }, format))).toEqual([1]);
    });
  });

  describe('Lists.Delete', () => {
    it.each(FORMATS)("deletes the caller's lists with everything in them, never another user's (%s)", async (format) => {
      const listId = await u.list();
      await u.subscriber(listId);
      const theirs = await other.list();
      const res = await u.call('Lists.Delete', { lists: `${listId},${theirs}` }, format);
      expect(succeeded(res)).toBe(true);
      expect(keyed(await u.call('List.Get', { ListID: listId }))).toEqual({ listid: 1 });
      expect(succeeded(await other.call('List.Get', { ListID: theirs }))).toBe(true);
    });
    it.each(FORMATS)('1 keyed lists: ids missing (%s)', async (format) => {
      expect(keyed(await u.call('Lists.Delete', {}, format))).toEqual({ lists: 1 });
    });
  });
});
