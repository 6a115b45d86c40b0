/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { e2eEnv, unique } from '@mail/testing';

import { codes, FORMATS, keyed, listsUser, type ListsUser, succeeded } from './lists-helpers';

const { api } = e2eEnv();

describe('custom fields', () => {
  let u: ListsUser;
  let other: ListsUser;
  let listId: number;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
    listId = await u.list();
  });

  describe('CustomField.Create', () => {
    it.each(FORMATS)('creates a field and returns CustomFieldID (%s)', async (format) => {
      const res = await u.call(
        'CustomField.Create',
        { SubscriberListID: listId, FieldName: unique('F'), FieldType: 'Single line', Visibility: 'Public', IsRequired: 'No' },
        format,
      );
      expect(succeeded(res)).toBe(true);
      expect(Number(res.body.CustomFieldID)).toBeGreaterThan(0);
    });
    it('stores options, validation, presets and global fields', async () => {
      const { CustomFieldID } = await u.ok('CustomField.Create', {
        SubscriberListID: listId,
        FieldName: 'Colour',
        FieldType: 'Drop down',
        OptionLabel: ['Red', 'Blue'],
        OptionValue: ['red', 'blue'],
        OptionSelected: ['blue'],
        ValidationMethod: 'Custom',
        ValidationRule: '^[a-z]+$',
        IsGlobal: 'Yes',
      });
      await u.ok('CustomField.Create', { SubscriberListID: listId, PresetName: 'Gender' });
      const fields = await u.ok('CustomFields.Get', { SubscriberListID: listId });
      const colour = fields.CustomFields.find((f: { FieldID: number }) => f.FieldID === CustomFieldID);
      expect(colour).toMatchObject({ FieldName: 'Colour', FieldType: 'Drop down', ValidationMethod: 'Custom', ValidationRule: '^[a-z]+$', IsGlobal: 'Yes' });
      expect(colour.Options).toEqual([
        { OptionLabel: 'Red', OptionValue: 'red', OptionSelected: 'No' },
        { OptionLabel: 'Blue', OptionValue: 'blue', OptionSelected: 'Yes' },
      ]);
      expect(fields.CustomFields.some((f: { FieldName: string }) => f.FieldName === 'Gender')).toBe(true);
      // a global field is visible on the user's other lists
      const second = await u.list();
      const onSecond = await u.ok('CustomFields.Get', { SubscriberListID: second, ReturnGlobalCustomFields: 'true' });
      expect(onSecond.CustomFields.map((f: { FieldID: number }) => f.FieldID)).toContain(CustomFieldID);
      const notGlobal = await u.ok('CustomFields.Get', { SubscriberListID: second });
      expect(notGlobal.TotalFieldCount).toBe(0);
    });
    it('accepts Oempro 4 spellings from old PHP clients: ValidationMethod=Disabled and FieldDefaultValue', async () => {
      const fieldOf = async (id: number) =>
        (await u.ok('CustomFields.Get', { SubscriberListID: listId })).CustomFields.find((f: { FieldID: number }) => f.FieldID === id);
      const { CustomFieldID } = await u.ok('CustomField.Create', {
        SubscriberListID: listId,
        FieldName: unique('Old'),
        FieldType: 'Single line',
        ValidationMethod: 'Disabled',
        FieldDefaultValue: 'fallback',
      });
      expect(await fieldOf(CustomFieldID)).toMatchObject({ ValidationMethod: 'None', DefaultValue: 'fallback' });
      await u.ok('CustomField.Update', { CustomFieldID, FieldName: 'Old', FieldType: 'Single line', ValidationMethod: 'disabled', FieldDefaultValue: 'later' });
      expect(await fieldOf(CustomFieldID)).toMatchObject({ ValidationMethod: 'None', DefaultValue: 'later' });
      // DefaultValue, the current spelling, wins when a client sends both
      await u.ok('CustomField.Update', { CustomFieldID, FieldName: 'Old', FieldType: 'Single line', DefaultValue: 'new', FieldDefaultValue: 'old' });
      expect(await fieldOf(CustomFieldID)).toMatchObject({ DefaultValue: 'new' });
    });
    it('serves old clients that send everything as a GET query string far above 16 KiB', async () => {
      const long = `${'x'.repeat(60 * 1024)}!`;
      const res = await api.legacy(
        'CustomField.Create',
        {
          APIKey: u.user.apiKey,
          SubscriberListID: listId,
          FieldName: unique('Get'),
          FieldType: 'Paragraph text',
          ValidationMethod: 'Disabled',
          FieldDefaultValue: long,
        },
        { encoding: 'query' },
      );
      expect(res.status).toBe(200);
      expect(succeeded(res)).toBe(true);
      const fields = await u.ok('CustomFields.Get', { SubscriberListID: listId });
      const field = fields.CustomFields.find((f: { FieldID: number }) => f.FieldID === Number(res.body.CustomFieldID));
      expect(field).toMatchObject({ ValidationMethod: 'None', DefaultValue: long });
    });
    it.each(FORMATS)('every error code (%s)', async (format) => {
      const alias = unique('alias');
      await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'A', FieldType: 'Single line', MergeTagAlias: alias });
      const code = async (params: Record<string, unknown>) => codes(await u.call('CustomField.Create', params, format));
      expect(await code({ FieldName: 'A', FieldType: 'Single line' })).toEqual([1]);
      expect(await code({ SubscriberListID: await other.list(), FieldName: 'A', FieldType: 'Single line' })).toEqual([1]);
      expect(await code({ SubscriberListID: listId, FieldType: 'Single line' })).toEqual([2]);
      expect(await code({ SubscriberListID: listId, FieldName: 'A' })).toEqual([3]);
      expect(await code({ SubscriberListID: listId, FieldName: 'A', FieldType: 'Single line', ValidationMethod: 'Custom' })).toEqual([4]);
      expect(await code({ SubscriberListID: listId, PresetName: 'Horoscope' })).toEqual([5]);
      expect(await code({ SubscriberListID: listId, FieldName: 'B', FieldType: 'Single line', MergeTagAlias: alias })).toEqual([1000]);
      expect(await code({ SubscriberListID: listId, FieldName: 'B', FieldType: 'Single line', MergeTagAlias: 'bad alias!' })).toEqual([1001]);
    });
  });

  describe('CustomField.Update', () => {
    it.each(FORMATS)('updates a field (%s)', async (format) => {
      const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Old', FieldType: 'Single line' });
      const res = await u.call(
        'CustomField.Update',
        { CustomFieldID, FieldName: 'New', FieldType: 'Paragraph text', Visibility: 'User Only', IsRequired: 'Yes' },
        format,
      );
      expect(succeeded(res)).toBe(true);
      const fields = await u.ok('CustomFields.Get', { SubscriberListID: listId });
      expect(fields.CustomFields.find((f: { FieldID: number }) => f.FieldID === CustomFieldID)).toMatchObject({
        FieldName: 'New',
        FieldType: 'Paragraph text',
        Visibility: 'User Only',
        IsRequired: 'Yes',
      });
    });
    it.each(FORMATS)('every error code (%s)', async (format) => {
      const alias = unique('alias');
      await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Aliased', FieldType: 'Single line', MergeTagAlias: alias });
      const { CustomFieldID: id } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'X', FieldType: 'Single line' });
      const { CustomFieldID: theirs } = await other.ok('CustomField.Create', {
        SubscriberListID: await other.list(),
        FieldName: 'T',
        FieldType: 'Single line',
      });
      const base = { CustomFieldID: id, FieldName: 'X', FieldType: 'Single line' };
      const code = async (params: Record<string, unknown>) => codes(await u.call('CustomField.Update', params, format));
      expect(await code({ FieldName: 'X', FieldType: 'Single line' })).toEqual([1]);
      expect(await code({ CustomFieldID: id, FieldType: 'Single line' })).toEqual([2]);
      expect(await code({ CustomFieldID: id, FieldName: 'X' })).toEqual([3]);
      expect(await code({ ...base, ValidationMethod: 'Custom', ValidationRule: '' })).toEqual([4]);
      expect(await code({ ...base, CustomFieldID: theirs })).toEqual([6]);
      expect(await code({ ...base, FieldType: 'Hologram' })).toEqual([7]);
      expect(await code({ ...base, ValidationMethod: 'Telepathy' })).toEqual([8]);
      expect(await code({ ...base, Visibility: 'Secret' })).toEqual([9]);
      expect(await code({ ...base, IsRequired: 'Sometimes' })).toEqual([10]);
      expect(await code({ ...base, IsUnique: 'Sometimes' })).toEqual([11]);
      expect(await code({ ...base, IsGlobal: 'Sometimes' })).toEqual([12]);
      expect(await code({ ...base, MergeTagAlias: alias })).toEqual([1000]);
      expect(await code({ ...base, MergeTagAlias: 'no spaces allowed' })).toEqual([1001]);
    });
  });

  describe('CustomFields.Get', () => {
    it.each(FORMATS)('lists fields ordered, 1 for a missing or foreign list (%s)', async (format) => {
      const fresh = await u.list();
      await u.ok('CustomField.Create', { SubscriberListID: fresh, FieldName: 'b', FieldType: 'Single line' });
      await u.ok('CustomField.Create', { SubscriberListID: fresh, FieldName: 'a', FieldType: 'Single line' });
      const res = await u.call('CustomFields.Get', { SubscriberListID: fresh, OrderField: 'FieldName', OrderType: 'ASC' }, format);
      expect(succeeded(res)).toBe(true);
      expect(String(res.body.TotalFieldCount)).toBe('2');
      if (format === 'JSON') expect(res.body.CustomFields.map((f: { FieldName: string }) => f.FieldName)).toEqual(['a', 'b']);
      expect(codes(await u.call('CustomFields.Get', {}, format))).toEqual([1]);
      expect(codes(await u.call('CustomFields.Get', { SubscriberListID: await other.list() }, format))).toEqual([1]);
    });
  });

  describe('CustomFields.Delete', () => {
    it.each(FORMATS)("deletes the caller's fields only; 1 keyed customfields (%s)", async (format) => {
      const { CustomFieldID: mine } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'gone', FieldType: 'Single line' });
      const otherList = await other.list();
      const { CustomFieldID: theirs } = await other.ok('CustomField.Create', { SubscriberListID: otherList, FieldName: 'kept', FieldType: 'Single line' });
      expect(succeeded(await u.call('CustomFields.Delete', { CustomFields: `${mine},${theirs}` }, format))).toBe(true);
      expect((await u.ok('CustomFields.Get', { SubscriberListID: listId })).CustomFields.map((f: { FieldID: number }) => f.FieldID)).not.toContain(mine);
      expect((await other.ok('CustomFields.Get', { SubscriberListID: otherList })).TotalFieldCount).toBe(1);
      expect(keyed(await u.call('CustomFields.Delete', {}, format))).toEqual({ customfields: 1 });
    });
  });
});
