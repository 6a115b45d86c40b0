/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { codes, email, FORMATS, keyed, listsUser, type ListsUser, succeeded } from './lists-helpers';

describe('segments', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  it.each(FORMATS)('Segment.Create from RulesJson and from parallel arrays; membership follows the rules (%s)', async (format) => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Age', FieldType: 'Single line' });
    const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'vip' });
    const old = await u.subscriber(listId, email('old'), { CustomFields: { [CustomFieldID]: '70' } });
    await u.subscriber(listId, email('young'), { CustomFields: { [CustomFieldID]: '20' } });
    const suppressed = email('supp');
    const oldSuppressed = await u.subscriber(listId, suppressed, { CustomFields: { [CustomFieldID]: '80' } });
    await u.ok('Subscriber.Tag', { TagID, SubscriberListID: listId, SubscriberID: `${old},${oldSuppressed}` });
    await u.ok('Suppression.Import', { EmailAddressesBulk: suppressed });
    const json = await u.call(
      'Segment.Create',
      {
        SubscriberListID: listId,
        SegmentName: 'old vip',
        SegmentOperator: 'AND',
        RulesJson: JSON.stringify([
          [
            { type: 'fields', field_id: String(CustomFieldID), operator: 'is greater than', value: '60' },
            { type: 'tags', operator: 'has this tag', value: String(TagID) },
            { type: 'suppressions', operator: 'not exist' },
          ],
        ]),
      },
      format,
    );
    expect(succeeded(json)).toBe(true);
    const arrays = await u.call(
      'Segment.Create',
      {
        SubscriberListID: listId,
        SegmentName: 'young',
        SegmentOperator: 'or',
        SegmentRuleField: [`CustomField${CustomFieldID}`],
        SegmentRuleOperator: ['is less than'],
        SegmentRuleFilter: ['30'],
      },
      format,
    );
    expect(succeeded(arrays)).toBe(true);
    const members = await u.ok('Subscribers.Get', { SubscriberListID: listId, SubscriberSegment: String(json.body.SegmentID) });
    expect(members.Subscribers.map((s: { SubscriberID: number }) => s.SubscriberID)).toEqual([old]);
    expect((await u.ok('Subscribers.Get', { SubscriberListID: listId, SubscriberSegment: String(arrays.body.SegmentID) })).TotalSubscribers).toBe(1);
  });

  it.each(FORMATS)('Segment.Create codes 1–4 (%s)', async (format) => {
    const listId = await u.list();
    const code = async (params: Record<string, unknown>) => codes(await u.call('Segment.Create', params, format));
    expect(await code({ SegmentName: 's', SegmentOperator: 'and' })).toEqual([1]);
    expect(await code({ SubscriberListID: listId, SegmentOperator: 'and' })).toEqual([2]);
    expect(await code({ SubscriberListID: listId, SegmentName: 's' })).toEqual([3]);
    expect(await code({ SubscriberListID: await other.list(), SegmentName: 's', SegmentOperator: 'and' })).toEqual([4]);
  });

  it.each(FORMATS)('Segment.Update changes name, operator and rules; codes 1–5 (%s)', async (format) => {
    const listId = await u.list();
    const { SegmentID } = await u.ok('Segment.Create', { SubscriberListID: listId, SegmentName: 's', SegmentOperator: 'and' });
    const res = await u.call(
      'Segment.Update',
      { SegmentID, SegmentName: 'renamed', SegmentOperator: 'or', RulesJson: '[[{"type":"suppressions","operator":"exist"}]]' },
      format,
    );
    expect(succeeded(res)).toBe(true);
    const got = await u.ok('Segments.Get', { SubscriberListID: listId });
    expect(got.Segments[0]).toMatchObject({ SegmentName: 'renamed', SegmentOperator: 'or' });
    const theirs = (await other.ok('Segment.Create', { SubscriberListID: await other.list(), SegmentName: 't', SegmentOperator: 'and' })).SegmentID;
    const code = async (params: Record<string, unknown>) => codes(await u.call('Segment.Update', params, format));
    expect(await code({ SegmentName: 'x' })).toEqual([1]);
    expect(await code({ SegmentID })).toEqual([2]);
    expect(await code({ SegmentID, SegmentName: 'x', SegmentOperator: '' })).toEqual([3]);
    expect(await code({ SegmentID: theirs, SegmentName: 'x' })).toEqual([4]);
    expect(await code({ SegmentID, SegmentName: 'x', SegmentOperator: 'xor' })).toEqual([5]);
  });

  it.each(FORMATS)('Segments.Copy copies every segment; codes 1, 2, 4 (%s)', async (format) => {
    const source = await u.list();
    const target = await u.list();
    await u.ok('Segment.Create', { SubscriberListID: source, SegmentName: 'a', SegmentOperator: 'and' });
    await u.ok('Segment.Create', { SubscriberListID: source, SegmentName: 'b', SegmentOperator: 'or' });
    expect(succeeded(await u.call('Segments.Copy', { SourceListID: source, TargetListID: target }, format))).toBe(true);
    expect((await u.ok('Segments.Get', { SubscriberListID: target })).TotalSegmentCount).toBe(2);
    const code = async (params: Record<string, unknown>) => codes(await u.call('Segments.Copy', params, format));
    expect(await code({ TargetListID: target })).toEqual([1]);
    expect(await code({ SourceListID: source })).toEqual([2]);
    expect(await code({ SourceListID: source, TargetListID: await other.list() })).toEqual([4]);
  });

  it.each(FORMATS)('Segments.Get lists and orders; code 1 (%s)', async (format) => {
    const listId = await u.list();
    await u.ok('Segment.Create', { SubscriberListID: listId, SegmentName: 'b', SegmentOperator: 'and' });
    await u.ok('Segment.Create', { SubscriberListID: listId, SegmentName: 'a', SegmentOperator: 'and' });
    const res = await u.call('Segments.Get', { SubscriberListID: listId, OrderField: 'SegmentName', OrderType: 'ASC' }, format);
    expect(succeeded(res)).toBe(true);
    expect(String(res.body.TotalSegmentCount)).toBe('2');
    if (format === 'JSON') {
      expect(res.body.Segments.map((s: { SegmentName: string }) => s.SegmentName)).toEqual(['a', 'b']);
      expect(res.body.Segments[0].CreationDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(codes(await u.call('Segments.Get', {}, format))).toEqual([1]);
    expect(codes(await u.call('Segments.Get', { SubscriberListID: await other.list() }, format))).toEqual([1]);
  });

  it.each(FORMATS)("Segments.Delete removes the caller's segments only; 1 keyed segments (%s)", async (format) => {
    const listId = await u.list();
    const { SegmentID } = await u.ok('Segment.Create', { SubscriberListID: listId, SegmentName: 'a', SegmentOperator: 'and' });
    const otherList = await other.list();
    const theirs = (await other.ok('Segment.Create', { SubscriberListID: otherList, SegmentName: 't', SegmentOperator: 'and' })).SegmentID;
    expect(succeeded(await u.call('Segments.Delete', { Segments: `${SegmentID},${theirs}` }, format))).toBe(true);
    expect((await u.ok('Segments.Get', { SubscriberListID: listId })).TotalSegmentCount).toBe(0);
    expect((await other.ok('Segments.Get', { SubscriberListID: otherList })).TotalSegmentCount).toBe(1);
    expect(keyed(await u.call('Segments.Delete', {}, format))).toEqual({ segments: 1 });
  });
});
