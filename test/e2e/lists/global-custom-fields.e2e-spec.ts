/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { e2eEnv, unique } from '@mail/testing';

import { codes, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

type Format = (typeof FORMATS)[number];

const admin = (command: string, params: Record<string, unknown> = {}, format?: Format) => {
  const { api, adminApiKey } = e2eEnv();
  return api.legacy(command, { AdminAPIKey: adminApiKey, ...params }, format ? { format } : {});
};

describe('customfields.copy', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  it.each(FORMATS)("copies the source list's fields onto the target, skipping names the target has (%s)", async (format) => {
    const source = await u.list();
    const target = await u.list();
    await u.ok('CustomField.Create', { SubscriberListID: source, FieldName: 'City', FieldType: 'Single line', MergeTagAlias: unique('city') });
    await u.ok('CustomField.Create', {
      SubscriberListID: source,
      FieldName: 'Plan',
      FieldType: 'Drop down',
      OptionLabel: ['Free', 'Pro'],
      OptionValue: ['free', 'pro'],
      IsRequired: 'Yes',
    });
    await u.ok('CustomField.Create', { SubscriberListID: target, FieldName: 'city', FieldType: 'Paragraph text' });
    const res = await u.call('customfields.copy', { SourceListID: source, TargetListID: target }, format);
    expect(succeeded(res)).toBe(true);
    const fields = (await u.ok('CustomFields.Get', { SubscriberListID: target })).CustomFields as Record<string, unknown>[];
    expect(fields.map((f) => f.FieldName)).toEqual(['city', 'Plan']);
    expect(fields[1]).toMatchObject({ FieldType: 'Drop down', IsRequired: 'Yes', MergeTagAlias: '', RelListID: target });
    expect(fields[1].Options).toEqual([
      { OptionLabel: 'Free', OptionValue: 'free', OptionSelected: 'No' },
      { OptionLabel: 'Pro', OptionValue: 'pro', OptionSelected: 'No' },
    ]);
    // the source keeps its fields
    expect((await u.ok('CustomFields.Get', { SubscriberListID: source })).TotalFieldCount).toBe(2);
  });

  it.each(FORMATS)('codes 1–4 and isolation (%s)', async (format) => {
    const mine = await u.list();
    const theirs = await other.list();
    expect(codes(await u.call('customfields.copy', { TargetListID: mine }, format))).toEqual([1]);
    expect(codes(await u.call('customfields.copy', { SourceListID: mine }, format))).toEqual([2]);
    expect(codes(await u.call('customfields.copy', { SourceListID: theirs, TargetListID: mine }, format))).toEqual([3]);
    expect(codes(await u.call('customfields.copy', { SourceListID: 'x', TargetListID: mine }, format))).toEqual([3]);
    expect(codes(await u.call('customfields.copy', { SourceListID: mine, TargetListID: theirs }, format))).toEqual([4]);
    expect(codes(await u.call('customfields.copy', { SourceListID: mine, TargetListID: mine }, format))).toEqual([4]);
  });
});

describe('global.customfield.create / update, global.customfields.get / delete (administrator)', () => {
  let u: ListsUser;
  beforeAll(async () => {
    u = await listsUser();
  });

  it.each(FORMATS)('a global field appears on every list of every user until deleted (%s)', async (format) => {
    const name = unique('Region');
    const alias = unique('Region alias.');
    const created = await admin(
      'global.customfield.create',
      { FieldName: name, FieldType: 'Drop down', OptionLabel: ['North', 'South'], OptionValue: ['n', 's'], MergeTagAlias: alias, ValidationMethod: 'Disabled' },
      format,
    );
    expect(succeeded(created)).toBe(true);
    const id = Number(created.body.CustomFieldID);
    try {
      const got = await admin('global.customfields.get', { OrderField: 'CustomFieldID', OrderType: 'DESC' }, format);
      expect(succeeded(got)).toBe(true);
      if (format === 'JSON') {
        const row = (got.body.CustomFields as Record<string, unknown>[]).find((f) => f.CustomFieldID === String(id));
        expect(row).toMatchObject({
          CustomFieldID: String(id),
          RelListID: '0',
          RelOwnerUserID: '0',
          FieldName: name,
          FieldType: 'Drop down',
          FieldDefaultValue: '',
          ValidationMethod: 'None',
          IsRequired: 'No',
          IsUnique: 'No',
          Visibility: 'Public',
          IsGlobal: 'Yes',
        });
        expect(got.body.TotalFieldCount).toBe((got.body.CustomFields as unknown[]).length);
      }
      // on a user's list with the global fields, and accepted by Subscriber.Create
      const listId = await u.list();
      const fields = (await u.ok('CustomFields.Get', { SubscriberListID: listId, ReturnGlobalCustomFields: 'true' })).CustomFields as Record<string, unknown>[];
      expect(fields.find((f) => f.CustomFieldID === id)).toMatchObject({ FieldName: name, IsGlobal: 'Yes', RelOwnerUserID: 0 });
      const sid = await u.subscriber(listId, undefined, { [`CustomField${id}`]: 's' });
      const sub = await u.ok('Subscriber.Get', { ListID: listId, SubscriberID: sid });
      expect(JSON.stringify(sub)).toContain(`"CustomField${id}":"s"`);
      // a user can neither change nor delete it
      expect(codes(await u.call('CustomField.Update', { CustomFieldID: id, FieldName: 'mine', FieldType: 'Single line' }))).toEqual([6]);
      await u.ok('CustomFields.Delete', { CustomFields: String(id) });

      expect(
        succeeded(
          await admin('global.customfield.update', { CustomFieldID: id, FieldName: `${name}2`, FieldType: 'Single line', Visibility: 'User Only' }, format),
        ),
      ).toBe(true);
      const updated = ((await admin('global.customfields.get')).body.CustomFields as Record<string, unknown>[]).find((f) => f.CustomFieldID === String(id));
      expect(updated).toMatchObject({ FieldName: `${name}2`, FieldType: 'Single line', Visibility: 'User Only' });
    } finally {
      expect(succeeded(await admin('global.customfields.delete', { CustomFields: `${id},999999999` }, format))).toBe(true);
    }
    const after = (await admin('global.customfields.get')).body.CustomFields as Record<string, unknown>[];
    expect(after.find((f) => f.CustomFieldID === String(id))).toBeUndefined();
  });

  it.each(FORMATS)('error codes (%s)', async (format) => {
    expect(codes(await admin('global.customfield.create', { FieldType: 'Single line' }, format))).toEqual([2]);
    expect(codes(await admin('global.customfield.create', { FieldName: 'x' }, format))).toEqual([3]);
    expect(codes(await admin('global.customfield.create', { FieldName: 'x', FieldType: 'Single line', ValidationMethod: 'Custom' }, format))).toEqual([4]);
    expect(codes(await admin('global.customfield.create', { FieldName: 'x', FieldType: 'Date field' }, format))).toEqual([5]);
    expect(codes(await admin('global.customfield.create', { FieldName: 'x', FieldType: 'Single line', MergeTagAlias: 'bad/alias' }, format))).toEqual([1001]);
    expect(codes(await admin('global.customfield.create', { FieldName: 'x', FieldType: 'Single line', MergeTagAlias: 'EmailAddress' }, format))).toEqual([
      1002,
    ]);
    const alias = unique('taken');
    const first = Number((await admin('global.customfield.create', { FieldName: 'x', FieldType: 'Single line', MergeTagAlias: alias })).body.CustomFieldID);
    try {
      expect(codes(await admin('global.customfield.create', { FieldName: 'y', FieldType: 'Single line', MergeTagAlias: alias }, format))).toEqual([1000]);
      const base = { CustomFieldID: first, FieldName: 'x', FieldType: 'Single line' };
      expect(codes(await admin('global.customfield.update', { FieldName: 'x', FieldType: 'Single line' }, format))).toEqual([1]);
      expect(codes(await admin('global.customfield.update', { CustomFieldID: first, FieldType: 'Single line' }, format))).toEqual([2]);
      expect(codes(await admin('global.customfield.update', { CustomFieldID: first, FieldName: 'x' }, format))).toEqual([3]);
      expect(codes(await admin('global.customfield.update', { ...base, ValidationMethod: 'Date' }, format))).toEqual([4]);
      expect(codes(await admin('global.customfield.update', { ...base, CustomFieldID: 999999999 }, format))).toEqual([6]);
      expect(codes(await admin('global.customfield.update', { ...base, FieldType: 'Nope' }, format))).toEqual([7]);
      expect(codes(await admin('global.customfield.update', { ...base, ValidationMethod: 'Nope' }, format))).toEqual([8]);
      expect(codes(await admin('global.customfield.update', { ...base, Visibility: 'Nope' }, format))).toEqual([9]);
      expect(codes(await admin('global.customfield.update', { ...base, IsRequired: 'Maybe' }, format))).toEqual([10]);
      expect(codes(await admin('global.customfield.update', { ...base, IsUnique: 'Maybe' }, format))).toEqual([11]);
      expect(codes(await admin('global.customfield.update', { ...base, MergeTagAlias: 'SubscriberID' }, format))).toEqual([1002]);
      expect(codes(await admin('global.customfields.delete', {}, format))).toEqual([1]);
      // a user's own field id is not a global field
      const listId = await u.list();
      const own = Number((await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'own', FieldType: 'Single line' })).CustomFieldID);
      expect(codes(await admin('global.customfield.update', { ...base, CustomFieldID: own }, format))).toEqual([6]);
      await admin('global.customfields.delete', { CustomFields: String(own) });
      expect((await u.ok('CustomFields.Get', { SubscriberListID: listId })).TotalFieldCount).toBe(1);
    } finally {
      await admin('global.customfields.delete', { CustomFields: String(first) });
    }
  });

  it('a user key cannot call the administrator commands', async () => {
    const res = await u.call('global.customfields.get', {});
    expect(succeeded(res)).toBe(false);
  });
});
