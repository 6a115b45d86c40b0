/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { e2eEnv, unique } from '@mail/testing';

import { codes, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

const idsOf = (lists: unknown): number[] => Object.values((lists ?? {}) as Record<string, { ListID: unknown }>).map((l) => Number(l.ListID));

describe('list archive, clone and overview', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  describe('List.Archive / List.Unarchive', () => {
    it.each(FORMATS)('archived lists leave Lists.Get unless asked for, and come back when unarchived (%s)', async (format) => {
      const [kept, archived] = [await u.list(), await u.list()];
      const res = await u.call('list.archive', { SubscriberListID: archived }, format);
      expect([succeeded(res), codes(res)]).toEqual([true, expect.arrayContaining([])]);

      const active = await u.ok('Lists.Get', {});
      expect(idsOf(active.Lists)).toEqual(expect.arrayContaining([kept]));
      expect(idsOf(active.Lists)).not.toContain(archived);
      expect(Number(active.TotalListCount)).toBe(idsOf(active.Lists).length);
      for (const flag of ['true', 'all']) expect(idsOf((await u.ok('Lists.Get', { Archived: flag })).Lists)).toEqual(expect.arrayContaining([kept, archived]));
      expect(idsOf((await u.ok('Lists.Overview', { Archived: 'archived' })).Lists)).toEqual([archived]);

      const first = (await u.ok('List.Get', { ListID: archived })).List.ArchivedAt;
      expect(first).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      await new Promise((r) => setTimeout(r, 1100));
      expect(succeeded(await u.call('List.Archive', { SubscriberListID: archived }, format))).toBe(true);
      expect((await u.ok('List.Get', { ListID: archived })).List.ArchivedAt).toBe(first);

      expect(succeeded(await u.call('list.unarchive', { SubscriberListID: archived }, format))).toBe(true);
      expect((await u.ok('List.Get', { ListID: archived })).List.ArchivedAt).toBe('');
      expect(idsOf((await u.ok('Lists.Get', {})).Lists)).toEqual(expect.arrayContaining([kept, archived]));
    });

    it.each(FORMATS)("1 without SubscriberListID; 2 for an invalid id or another user's list (%s)", async (format) => {
      const theirs = await other.list();
      for (const command of ['List.Archive', 'List.Unarchive']) {
        expect(codes(await u.call(command, {}, format))).toEqual([1]);
        expect(codes(await u.call(command, { SubscriberListID: 'abc' }, format))).toEqual([2]);
        expect(codes(await u.call(command, { SubscriberListID: theirs }, format))).toEqual([2]);
      }
      expect((await other.ok('List.Get', { ListID: theirs })).List.ArchivedAt).toBe('');
    });
  });

  describe('List.Clone', () => {
    it.each(FORMATS)('copies the settings and (by default) the custom fields into a new, empty list (%s)', async (format) => {
      const source = await u.list();
      await u.ok('List.Update', { SubscriberListID: source, SenderName: 'Clone Sender', OptInMode: 'Double', SyncMySQLHost: 'db.example' });
      await u.ok('CustomField.Create', {
        SubscriberListID: source,
        FieldName: 'Plan',
        FieldType: 'Drop down',
        OptionLabel: ['A', 'B'],
        OptionValue: ['a', 'b'],
      });
      await u.ok('CustomField.Create', { SubscriberListID: source, FieldName: 'City', FieldType: 'Single line' });
      await u.subscriber(source);
      const name = unique('clone');

      const res = await u.call('list.clone', { SubscriberListID: source, Name: name }, format);
      expect(succeeded(res)).toBe(true);
      expect(Number(res.body.CustomFieldsCloned)).toBe(2);
      const cloneId = Number(res.body.ListID);
      const clone = (await u.ok('List.Get', { ListID: cloneId })).List;
      expect([clone.Name, clone.SenderName, clone.OptInMode, clone.SyncDBHost, Number(clone.SubscriberCount)]).toEqual([
        name,
        'Clone Sender',
        'Double',
        'db.example',
        0,
      ]);
      const fields = await u.ok('CustomFields.Get', { SubscriberListID: cloneId });
      const names = Object.values(fields.CustomFields as Record<string, { FieldName: string; RelListID: unknown }>)
        .filter((f) => Number(f.RelListID) === cloneId)
        .map((f) => f.FieldName)
        .sort();
      expect(names).toEqual(['City', 'Plan']);

      const bare = await u.call('List.Clone', { SubscriberListID: source, Name: unique('bare'), IncludeCustomFields: 'false' }, format);
      expect([succeeded(bare), Number(bare.body.CustomFieldsCloned)]).toEqual([true, 0]);
    });

    it('answers through POST /api/v1/list.clone', async () => {
      const { api } = e2eEnv();
      const source = await u.list();
      const res = await api.v1('POST', 'list.clone', { SubscriberListID: source, Name: unique('v1') }, { bearer: u.user.apiKey });
      expect(res.status).toBe(200);
      expect(Number(res.body.ListID)).toBeGreaterThan(source);
    });

    it.each(FORMATS)("1 without SubscriberListID; 2 without Name or for another user's list (%s)", async (format) => {
      const source = await u.list();
      const theirs = await other.list();
      expect(codes(await u.call('List.Clone', { Name: 'x' }, format))).toEqual([1]);
      expect(codes(await u.call('List.Clone', { SubscriberListID: source }, format))).toEqual([2]);
      expect(codes(await u.call('List.Clone', { SubscriberListID: theirs, Name: 'x' }, format))).toEqual([2]);
    });
  });

  describe('Lists.Overview', () => {
    it.each(FORMATS)('lists every list with its fields, segments and tags when asked, searched and ordered (%s)', async (format) => {
      const prefix = unique('ov');
      const a = await u.list(`${prefix}-a`);
      const b = await u.list(`${prefix}-b`);
      await u.ok('CustomField.Create', {
        SubscriberListID: a,
        FieldName: 'Color',
        FieldType: 'Checkboxes',
        OptionLabel: ['Red', 'Blue'],
        OptionValue: ['r', 'b'],
      });
      const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: a, Tag: 'zeta' });
      const RulesJson = JSON.stringify([[{ type: 'tags', operator: 'has this tag', value: String(TagID) }]]);
      await u.ok('Segment.Create', { SubscriberListID: a, SegmentName: 'all', SegmentOperator: 'AND', RulesJson });

      const plain = await u.call('Lists.Overview', { Search: prefix.toUpperCase(), OrderField: 'ListID', OrderType: 'DESC' }, format);
      expect(succeeded(plain)).toBe(true);
      expect(idsOf(plain.body.Lists)).toEqual([b, a]);
      expect(Number(plain.body.TotalListCount)).toBe(2);
      if (format === 'JSON') expect(Object.keys(plain.body.Lists[0]).sort()).toEqual(['ListID', 'Name']);

      if (format !== 'JSON') return;
      const full = await u.ok('Lists.Overview', { Search: prefix, IncludeCustomFields: true, IncludeSegments: 'true', IncludeSubscriberTags: 1 });
      const first = full.Lists.find((l: { ListID: number }) => l.ListID === a);
      expect(first.CustomFields).toEqual([
        expect.objectContaining({
          RelListID: a,
          FieldName: 'Color',
          FieldType: 'Checkboxes',
          SQLDataType: 'set',
          SQLDataTypeValues: ['r', 'b'],
          Options: [expect.objectContaining({ label: 'Red', value: 'r' }), expect.objectContaining({ label: 'Blue', value: 'b' })],
        }),
      ]);
      expect(first.Segments).toEqual([expect.objectContaining({ RelListID: a, SegmentName: 'all' })]);
      expect(first.SubscriberTags).toEqual([{ TagID: Number(TagID), Tag: 'zeta' }]);
      expect(full.Lists.find((l: { ListID: number }) => l.ListID === b)).toMatchObject({ Segments: [], SubscriberTags: [] });
    });

    it("never shows another user's lists", async () => {
      const theirs = await other.list();
      expect(idsOf((await u.ok('Lists.Overview', { Archived: 'all' })).Lists)).not.toContain(theirs);
    });
  });
});
