/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { unique } from '@mail/testing';

import { codes, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

describe('subscriber tags', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  it.each(FORMATS)('Subscriber.Tags.Create returns TagID; codes 1, 2, 4, 5 (%s)', async (format) => {
    const listId = await u.list();
    const name = unique('tag');
    const res = await u.call('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: name }, format);
    expect(succeeded(res)).toBe(true);
    expect(Number(res.body.TagID)).toBeGreaterThan(0);
    const code = async (params: Record<string, unknown>) => codes(await u.call('Subscriber.Tags.Create', params, format));
    expect(await code({ Tag: 'x' })).toEqual([1]);
    expect(await code({ SubscriberListID: listId })).toEqual([2]);
    expect(await code({ SubscriberListID: await other.list(), Tag: 'x' })).toEqual([4]);
    expect(await code({ SubscriberListID: listId, Tag: name.toUpperCase() })).toEqual([5]);
  });

  it.each(FORMATS)('Subscriber.Tags.Update renames; codes 1–4 (%s)', async (format) => {
    const listId = await u.list();
    const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'old' });
    expect(succeeded(await u.call('Subscriber.Tags.Update', { TagID, SubscriberListID: listId, Tag: 'new' }, format))).toBe(true);
    expect((await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags[0].TagName).toBe('new');
    const code = async (params: Record<string, unknown>) => codes(await u.call('Subscriber.Tags.Update', params, format));
    expect(await code({ SubscriberListID: listId, Tag: 'x' })).toEqual([1]);
    expect(await code({ TagID, Tag: 'x' })).toEqual([2]);
    expect(await code({ TagID, SubscriberListID: listId })).toEqual([3]);
    expect(await code({ TagID: 999999999, SubscriberListID: listId, Tag: 'x' })).toEqual([4]);
    expect(await code({ TagID, SubscriberListID: await other.list(), Tag: 'x' })).toEqual([4]);
  });

  it.each(FORMATS)('Subscriber.Tags.Get counts (and can skip counts); codes 1, 4 (%s)', async (format) => {
    const listId = await u.list();
    const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'b' });
    await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'a' });
    const s = await u.subscriber(listId);
    await u.ok('Subscriber.Tag', { TagID, SubscriberListID: listId, SubscriberID: s });
    const res = await u.call('Subscriber.Tags.Get', { SubscriberListID: listId, OrderField: 'TagName', OrderType: 'ASC' }, format);
    expect(succeeded(res)).toBe(true);
    expect(String(res.body.TagCount)).toBe('2');
    if (format === 'JSON') {
      expect(res.body.Tags.map((t: { TagName: string; SubscriberCount: number }) => [t.TagName, t.SubscriberCount])).toEqual([
        ['a', 0],
        ['b', 1],
      ]);
      const noCounts = await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId, DisableSubscriberCount: 1 });
      expect(noCounts.Tags[0]).not.toHaveProperty('SubscriberCount');
    }
    expect(codes(await u.call('Subscriber.Tags.Get', {}, format))).toEqual([1]);
    expect(codes(await u.call('Subscriber.Tags.Get', { SubscriberListID: await other.list() }, format))).toEqual([4]);
  });

  it.each(FORMATS)('Subscriber.Tags.Delete; codes 2, 4 (%s)', async (format) => {
    const listId = await u.list();
    const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'gone' });
    expect(succeeded(await u.call('Subscriber.Tags.Delete', { SubscriberListID: listId, TagIDs: String(TagID) }, format))).toBe(true);
    expect((await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).TagCount).toBe(0);
    expect(codes(await u.call('Subscriber.Tags.Delete', { TagIDs: String(TagID) }, format))).toEqual([2]);
    expect(codes(await u.call('Subscriber.Tags.Delete', { SubscriberListID: await other.list(), TagIDs: '1' }, format))).toEqual([4]);
  });

  describe('Subscriber.Tag / Subscriber.Untag', () => {
    it.each(FORMATS)('tags and untags by ids, recording activity (%s)', async (format) => {
      const listId = await u.list();
      const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 't' });
      const a = await u.subscriber(listId);
      const b = await u.subscriber(listId);
      expect(succeeded(await u.call('Subscriber.Tag', { TagID, SubscriberListID: listId, SubscriberID: `${a},${b}`, TriggerEvents: 1 }, format))).toBe(true);
      expect((await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags[0].SubscriberCount).toBe(2);
      expect(succeeded(await u.call('Subscriber.Untag', { TagID, SubscriberListID: listId, SubscriberID: String(a) }, format))).toBe(true);
      expect((await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags[0].SubscriberCount).toBe(1);
      const activity = await u.ok('Subscriber.Get.Activity', {
        SubscriberID: a,
        SubscriberListID: listId,
        FilterJson: '["tagged","untagged"]',
        Operator: 'OR',
        RecordsPerRequest: 10,
        RecordsFrom: 0,
      });
      expect(activity.SubscriberActivity.map((x: { ActivityType: string }) => x.ActivityType).sort()).toEqual(['tagged', 'untagged']);
      expect(activity.SubscriberActivity.find((x: { ActivityType: string }) => x.ActivityType === 'tagged').Parameters.TagID).toBe(TagID);
    });

    it('tags and untags in bulk by RulesJSON', async () => {
      const listId = await u.list();
      const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'gmail' });
      for (const e of ['a@gmail.com', 'b@gmail.com', 'c@yahoo.com']) await u.subscriber(listId, `${unique('x')}${e}`);
      const rules = JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'ends with', value: '@gmail.com' }]]);
      const tagged = await u.ok('Subscriber.Tag', { TagID, SubscriberListID: listId, RulesJSON: rules, RulesOperator: 'and' });
      expect(tagged.TotalAffected).toBe(2);
      expect((await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags[0].SubscriberCount).toBe(2);
      const untagged = await u.ok('Subscriber.Untag', { TagID, SubscriberListID: listId, RulesJSON: rules });
      expect(untagged.TotalAffected).toBe(2);
    });

    it.each(FORMATS)('every error code of Subscriber.Tag (%s)', async (format) => {
      const listId = await u.list();
      const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 't' });
      const s = await u.subscriber(listId);
      const theirList = await other.list();
      const theirSubscriber = await other.subscriber(theirList);
      const code = async (params: Record<string, unknown>, command = 'Subscriber.Tag') => codes(await u.call(command, params, format));
      for (const command of ['Subscriber.Tag', 'Subscriber.Untag']) {
        expect(await code({ SubscriberListID: listId, SubscriberID: s }, command)).toEqual([1]);
        expect(await code({ TagID, SubscriberID: s }, command)).toEqual([2]);
        expect(await code({ TagID, SubscriberListID: listId }, command)).toEqual([3]);
        expect(await code({ TagID, SubscriberListID: theirList, SubscriberID: s }, command)).toEqual([4]);
        expect(await code({ TagID, SubscriberListID: listId, SubscriberID: theirSubscriber }, command)).toEqual([5]);
        expect(await code({ TagID, SubscriberListID: listId, SubscriberID: 'abc' }, command)).toEqual([5]);
        expect(await code({ TagID: 999999999, SubscriberListID: listId, SubscriberID: s }, command)).toEqual([6]);
        expect(await code({ TagID, SubscriberListID: listId, RulesOperator: 'and' }, command)).toEqual([6]);
        expect(await code({ TagID, SubscriberListID: listId, RulesJSON: '[[{"type":"nope","operator":"x"}]]', RulesOperator: 'and' }, command)).toEqual([8]);
        expect(await code({ TagID, SubscriberListID: listId, RulesJSON: '{broken', RulesOperator: 'or' }, command)).toEqual([8]);
      }
      expect(await code({ TagID, SubscriberListID: listId, RulesJSON: '[]' })).toEqual([7]);
    });
  });
});
