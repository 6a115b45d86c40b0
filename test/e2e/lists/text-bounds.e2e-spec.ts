import { TextBounds } from '@mail/contracts';

import { codes, email, FORMATS, listsUser, type ListsUser, succeeded, waitFor } from './lists-helpers';

const text = (length: number, fill = 'n') => fill.repeat(length);
const url = (length: number) => `https://shop.test/${text(length - 'https://shop.test/'.length, 'u')}`;

// Every stored text of lists has a bound (docs/decisions.md, "Stored text bounds: lists, SMS, tracking"): one
// character over answers the command's code inside the envelope and stores nothing; the bound itself is stored whole.
describe('stored text bounds of lists, segments, custom fields, tags and subscribers', () => {
  let u: ListsUser;
  beforeAll(async () => {
    u = await listsUser();
  });
  const listIds = async () => ((await u.ok('Lists.Get', {})).Lists as { ListID: number }[]).map((l) => l.ListID);

  it.each(FORMATS)('List.Create: a name over the bound answers 4 and creates nothing; at the bound it is stored whole (%s)', async (format) => {
    const before = await listIds();
    for (const param of ['SubscriberListName', 'ListName', 'Name']) {
      const res = await u.call('List.Create', { [param]: text(TextBounds.name + 1) }, format);
      expect([param, res.status, codes(res)]).toEqual([param, 200, [4]]);
      expect(res.text).toContain(`${param} must be at most ${TextBounds.name} characters`);
    }
    expect(await listIds()).toEqual(before);
    const name = text(TextBounds.name, format === 'XML' ? 'x' : 'j');
    const { ListID } = await u.ok('List.Create', { SubscriberListName: name });
    expect((await u.ok('List.Get', { ListID })).List.ListName).toBe(name);
  });

  it('List.Update: an over-long name, address or URL answers 6 and changes nothing; at the bound they are stored', async () => {
    const listId = await u.list('kept');
    const refused = [
      { Name: text(TextBounds.name + 1) },
      { SenderEmailAddress: `${text(TextBounds.address)}@x.test` },
      { SubscriptionConfirmedPageURL: url(TextBounds.url + 1) },
      { SyncDBQuery: text(TextBounds.text + 1) },
      { SyncMySQLHost: text(TextBounds.name + 1) },
    ];
    for (const params of refused) {
      const res = await u.call('List.Update', { SubscriberListID: listId, SenderName: 'changed', ...params });
      expect([Object.keys(params)[0], codes(res)]).toEqual([Object.keys(params)[0], [6]]);
    }
    expect((await u.ok('List.Get', { ListID: listId })).List).toMatchObject({ ListName: 'kept', SenderName: '' });
    const name = text(TextBounds.name, 'b');
    const page = url(TextBounds.url);
    await u.ok('List.Update', { SubscriberListID: listId, Name: name, SubscriptionConfirmedPageURL: page });
    expect((await u.ok('List.Get', { ListID: listId })).List).toMatchObject({ ListName: name, SubscriptionConfirmedPageURL: page });
  });

  it('Segment.Create answers 5 and Segment.Update 7 for an over-long name, both 6 (invalid rules) for over-long rules; nothing changes', async () => {
    const listId = await u.list();
    const rules = (filter: string) => JSON.stringify([[{ type: 'fields', field: 'EmailAddress', operator: 'contains', value: filter }]]);
    expect(codes(await u.call('Segment.Create', { SubscriberListID: listId, SegmentName: text(TextBounds.name + 1), SegmentOperator: 'and' }))).toEqual([5]);
    expect(
      codes(await u.call('Segment.Create', { SubscriberListID: listId, SegmentName: 's', SegmentOperator: 'and', RulesJson: rules(text(TextBounds.text)) })),
    ).toEqual([6]);
    expect((await u.ok('Segments.Get', { SubscriberListID: listId })).Segments ?? []).toEqual([]);
    const name = text(TextBounds.name, 's');
    const { SegmentID } = await u.ok('Segment.Create', { SubscriberListID: listId, SegmentName: name, SegmentOperator: 'and' });
    expect((await u.ok('Segments.Get', { SubscriberListID: listId })).Segments[0].SegmentName).toBe(name);
    expect(codes(await u.call('Segment.Update', { SegmentID, SegmentName: text(TextBounds.name + 1) }))).toEqual([7]);
    expect(codes(await u.call('Segment.Update', { SegmentID, SegmentName: 'r', SegmentRuleFilter: [text(TextBounds.text), 'x'] }))).toEqual([6]);
    expect((await u.ok('Segments.Get', { SubscriberListID: listId })).Segments[0].SegmentName).toBe(name);
  });

  it('CustomField.Create and .Update answer 13 for an over-long name, default value or options; at the bound they are stored', async () => {
    const listId = await u.list();
    const base = { SubscriberListID: listId, FieldType: 'Single line' };
    for (const params of [{ FieldName: text(TextBounds.name + 1) }, { FieldName: 'f', DefaultValue: text(TextBounds.text + 1) }]) {
      expect(codes(await u.call('CustomField.Create', { ...base, ...params }))).toEqual([13]);
    }
    expect(codes(await u.call('CustomField.Create', { ...base, FieldType: 'Drop down', FieldName: 'd', OptionLabel: [text(TextBounds.text), 'b'] }))).toEqual([
      13,
    ]);
    expect((await u.ok('CustomFields.Get', { SubscriberListID: listId })).CustomFields ?? []).toEqual([]);
    const name = text(TextBounds.name, 'f');
    const { CustomFieldID } = await u.ok('CustomField.Create', { ...base, FieldName: name, DefaultValue: text(TextBounds.text, 'd') });
    const fieldOf = async () =>
      ((await u.ok('CustomFields.Get', { SubscriberListID: listId })).CustomFields as { FieldID: number }[]).find((f) => f.FieldID === Number(CustomFieldID));
    expect(await fieldOf()).toMatchObject({ FieldName: name, DefaultValue: text(TextBounds.text, 'd') });
    expect(codes(await u.call('CustomField.Update', { CustomFieldID, FieldName: text(TextBounds.name + 1), FieldType: 'Single line' }))).toEqual([13]);
    expect(await fieldOf()).toMatchObject({ FieldName: name });
  });

  it('Subscriber.Tags.Create answers 3 and .Update 6 for a name over the bound; at the bound it is stored', async () => {
    const listId = await u.list();
    expect(codes(await u.call('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: text(TextBounds.name + 1) }))).toEqual([3]);
    expect(codes(await u.call('Subscriber.Tags.Create', { SubscriberListID: listId, TagName: text(TextBounds.name + 1) }))).toEqual([3]);
    expect((await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags ?? []).toEqual([]);
    const name = text(TextBounds.name, 't');
    const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: name });
    expect(codes(await u.call('Subscriber.Tags.Update', { TagID, SubscriberListID: listId, Tag: text(TextBounds.name + 1) }))).toEqual([6]);
    expect((await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags[0].TagName).toBe(name);
  });

  it('a custom field value over the bound is an invalid value (Subscriber.Create 17, Update 10); an import counts its row failed', async () => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Notes', FieldType: 'Paragraph text' });
    const field = `CustomField${CustomFieldID}`;
    const refused = await u.call('Subscriber.Create', {
      ListID: listId,
      EmailAddress: email('long'),
      CustomFields: { [CustomFieldID]: text(TextBounds.text + 1) },
    });
    expect(codes(refused)).toEqual([17]);
    expect(refused.text).toContain(`must be at most ${TextBounds.text} characters`);
    const address = email('kept');
    const SubscriberID = await u.subscriber(listId, address, { CustomFields: { [CustomFieldID]: text(TextBounds.text, 'v') } });
    const valueOf = async (a: string) => (await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: a })).SubscriberInformation[field];
    expect(await valueOf(address)).toBe(text(TextBounds.text, 'v'));
    expect(
      codes(await u.call('Subscriber.Update', { SubscriberID, SubscriberListID: listId, CustomFields: { [CustomFieldID]: text(TextBounds.text + 1) } })),
    ).toEqual([10]);
    expect(await valueOf(address)).toBe(text(TextBounds.text, 'v'));

    const fine = email('fine');
    const csv = `Email,Notes\n${email('over')},${text(TextBounds.text + 1)}\n${fine},ok\n`;
    const job = await u.ok('Subscribers.Import', { ListID: listId, CSV: csv });
    const done = (
      await waitFor(
        () => u.ok('Subscribers.Import.Status', { ImportID: job.ImportID }),
        (b) => ['Completed', 'Failed'].includes(b.Import.Status),
      )
    ).Import;
    expect(done).toMatchObject({ Status: 'Completed', TotalImported: 1, TotalFailed: 1 });
    expect(done.Errors[0].Reason).toContain(`must be at most ${TextBounds.text} characters`);
    expect(succeeded(await u.call('Subscriber.Get', { ListID: listId, EmailAddress: fine }))).toBe(true);
  });
});
