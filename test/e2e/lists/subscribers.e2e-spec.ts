/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { codes, email, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

describe('subscribers', () => {
  let u: ListsUser;
  let other: ListsUser;
  let listId: number;
  let cityId: number;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
    listId = await u.list();
    cityId = (await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'City', FieldType: 'Single line' })).CustomFieldID;
  });

  describe('Subscriber.Create', () => {
    it.each(FORMATS)('creates a Subscribed subscriber with custom fields (%s)', async (format) => {
      const address = email('c');
      const res = await u.call(
        'Subscriber.Create',
        {
          ListID: listId,
          EmailAddress: address,
          Status: 'Subscribed',
          SubscriptionDate: '2024-01-02 03:04:05',
          SubscriptionIP: '1.2.3.4',
          CustomFields: { [cityId]: 'Paris' },
        },
        format,
      );
      expect(succeeded(res)).toBe(true);
      const info = res.body.SubscriberInformation;
      expect(Number(info.SubscriberID)).toBeGreaterThan(0);
      expect(info.EmailAddress).toBe(address);
      expect(info.SubscriptionStatus).toBe('Subscribed');
      expect(info.SubscriptionDate).toBe('2024-01-02 03:04:05');
      expect(info[`CustomField${cityId}`]).toBe('Paris');
      expect(res.body).toHaveProperty('Suppressed');
    });
    it('defaults Status to Subscribed and accepts Fields[CustomField<ID>] bracket keys', async () => {
      const res = await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: email(), Fields: { [`CustomField${cityId}`]: 'Rome' } });
      expect(res.SubscriberInformation.SubscriptionStatus).toBe('Subscribed');
      expect(res.SubscriberInformation[`CustomField${cityId}`]).toBe('Rome');
    });
    it('is also reachable as POST /api/v1/subscriber.create', async () => {
      const { api } = await import('@mail/testing').then((t) => t.e2eEnv());
      const res = await api.v1('POST', 'subscriber.create', { ListID: listId, EmailAddress: email('v1') }, { bearer: u.user.apiKey });
      expect(res.status).toBe(200);
      expect(Number(res.body.SubscriberInformation?.SubscriberID ?? res.body.SubscriberID)).toBeGreaterThan(0);
    });
    it.each(FORMATS)('every error code (%s)', async (format) => {
      const required = (
        await u.ok('CustomField.Create', {
          SubscriberListID: listId,
          FieldName: 'Req',
          FieldType: 'Single line',
          IsRequired: 'Yes',
          ValidationMethod: 'Numbers',
          IsUnique: 'Yes',
        })
      ).CustomFieldID;
      const taken = email('dup');
      await u.subscriber(listId, taken, { CustomFields: { [required]: '7' } });
      const gone = email('gone');
      await u.subscriber(listId, gone);
      await u.ok('Subscriber.Unsubscribe', { ListID: listId, IPAddress: '1.1.1.1', EmailAddress: gone });
      const code = async (params: Record<string, unknown>) => codes(await u.call('Subscriber.Create', params, format));
      expect(await code({ EmailAddress: email() })).toEqual([1]);
      expect(await code({ ListID: listId })).toEqual([2]);
      expect(await code({ ListID: listId, EmailAddress: 'not-an-email' })).toEqual([3]);
      expect(await code({ ListID: await other.list(), EmailAddress: email() })).toEqual([4]);
      expect(await code({ ListID: 'abc', EmailAddress: email() })).toEqual([4]);
      expect(await code({ ListID: listId, EmailAddress: email(), BounceType: 'Medium' })).toEqual([5]);
      expect(await code({ ListID: listId, EmailAddress: email(), Status: 'Maybe' })).toEqual([6]);
      expect(await code({ ListID: listId, EmailAddress: email(), SubscriptionDate: '31/12/2024' })).toEqual([7]);
      expect(await code({ ListID: listId, EmailAddress: email(), SubscriptionIP: '999.1.1.1' })).toEqual([10]);
      expect(await code({ ListID: listId, EmailAddress: email(), Status: 'Unsubscribed', UnsubscriptionDate: 'soon' })).toEqual([13]);
      expect(await code({ ListID: listId, EmailAddress: email(), Status: 'Unsubscribed', UnsubscriptionIP: 'nowhere' })).toEqual([14]);
      expect(await code({ ListID: listId, EmailAddress: email(), OptInDate: '2024-02-30' })).toEqual([16]);
      expect(await code({ ListID: listId, EmailAddress: email(), CustomFields: { [required]: 'abc' } })).toEqual([17]);
      expect(await code({ ListID: listId, EmailAddress: taken })).toEqual([20]);
      expect(await code({ ListID: listId, EmailAddress: gone })).toEqual([21]);
      expect(await code({ ListID: listId, EmailAddress: email(), EnforceRequiredFields: 'true' })).toEqual([26]);
      expect(await code({ ListID: listId, EmailAddress: email(), EnforceRequiredFields: 'true', CustomFields: { [required]: '7' } })).toEqual([27]);
      expect(await code({ ListID: listId, EmailAddress: email(), EnforceRequiredFields: 'true', CustomFields: { [required]: 'x' } })).toEqual([28]);
      await u.ok('CustomFields.Delete', { CustomFields: String(required) });
    });
    it('updates a duplicate when asked (UpdateIfDuplicate)', async () => {
      const address = email('upd');
      const id = await u.subscriber(listId, address, { CustomFields: { [cityId]: 'Oslo' } });
      const res = await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: address, UpdateIfDuplicate: 'true', CustomFields: { [cityId]: 'Bergen' } });
      expect(res.SubscriberID).toBe(id);
      expect(res.SubscriberInformation[`CustomField${cityId}`]).toBe('Bergen');
    });
  });

  describe('Subscriber.Get', () => {
    it.each(FORMATS)('returns the six blocks (%s)', async (format) => {
      const address = email('get');
      const id = await u.subscriber(listId, address, { CustomFields: { [cityId]: 'Lima' } });
      const { TagID } = await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: `t${id}` });
      await u.ok('Subscriber.Tag', { TagID, SubscriberListID: listId, SubscriberID: id });
      const { SegmentID } = await u.ok('Segment.Create', {
        SubscriberListID: listId,
        SegmentName: `lima${id}`,
        SegmentOperator: 'and',
        RulesJson: JSON.stringify([[{ type: 'fields', field_id: String(cityId), operator: 'is', value: 'lima' }]]),
      });
      const res = await u.call('Subscriber.Get', { ListID: listId, EmailAddress: address }, format);
      expect(succeeded(res)).toBe(true);
      for (const key of [
        'SubscriberInformation',
        'SubscriberTags',
        'SubscriberSegments',
        'SubscriberJourneys',
        'SubscriberActivity',
        'SubscriberWebsiteEvents',
      ])
        expect(res.body).toHaveProperty(key);
      expect(String(res.body.SubscriberInformation.SubscriberID)).toBe(String(id));
      expect(res.body.SubscriberInformation[`CustomField${cityId}`]).toBe('Lima');
      if (format === 'JSON') {
        expect(res.body.SubscriberTags).toEqual([{ TagID, TagName: `t${id}` }]);
        expect(res.body.SubscriberSegments).toEqual([{ SegmentID, SegmentName: `lima${id}` }]);
        expect(res.body.SubscriberActivity.map((a: { ActivityType: string }) => a.ActivityType)).toEqual(expect.arrayContaining(['subscription', 'tagged']));
        expect(res.body.SubscriberInformation.Suppressed).toBe(false);
      }
    });
    it.each(FORMATS)('codes 1–4 (%s)', async (format) => {
      const code = async (params: Record<string, unknown>) => codes(await u.call('Subscriber.Get', params, format));
      expect(await code({ ListID: listId })).toEqual([1]);
      expect(await code({ EmailAddress: email() })).toEqual([2]);
      expect(await code({ ListID: listId, EmailAddress: email('nobody') })).toEqual([3]);
      expect(await code({ ListID: await other.list(), EmailAddress: email() })).toEqual([4]);
    });
  });

  describe('Subscriber.Update', () => {
    it.each(FORMATS)('changes address, status and fields (%s)', async (format) => {
      const id = await u.subscriber(listId);
      const address = email('new');
      const res = await u.call(
        'Subscriber.Update',
        {
          SubscriberID: id,
          SubscriberListID: listId,
          EmailAddress: address,
          SubscriptionStatus: 'Unsubscribed',
          Fields: { [`CustomField${cityId}`]: 'Cairo' },
        },
        format,
      );
      expect(succeeded(res)).toBe(true);
      const got = await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address });
      expect(got.SubscriberInformation).toMatchObject({ SubscriptionStatus: 'Unsubscribed', [`CustomField${cityId}`]: 'Cairo' });
    });
    it.each(FORMATS)('every error code (%s)', async (format) => {
      const strict = (
        await u.ok('CustomField.Create', {
          SubscriberListID: listId,
          FieldName: 'Num',
          FieldType: 'Single line',
          ValidationMethod: 'Numbers',
          IsUnique: 'Yes',
          IsRequired: 'Yes',
        })
      ).CustomFieldID;
      const id = await u.subscriber(listId, email(), { CustomFields: { [strict]: '1' } });
      const taken = email('taken');
      await u.subscriber(listId, taken, { CustomFields: { [strict]: '2' } });
      const theirs = await other.subscriber(await other.list());
      const base = { SubscriberID: id, SubscriberListID: listId };
      const code = async (params: Record<string, unknown>) => codes(await u.call('Subscriber.Update', params, format));
      expect(await code({ SubscriberListID: listId })).toEqual([1]);
      expect(await code({ SubscriberID: id })).toEqual([2]);
      expect(await code({ ...base, EmailAddress: '' })).toEqual([3]);
      expect(await code({ ...base, EmailAddress: 'bad@' })).toEqual([4]);
      expect(await code({ SubscriberID: id, SubscriberListID: await other.list() })).toEqual([5]);
      expect(await code({ SubscriberID: theirs, SubscriberListID: listId })).toEqual([6]);
      expect(await code({ ...base, EmailAddress: taken })).toEqual([7]);
      expect(await code({ ...base, EnforceRequiredFields: 'true', Fields: { [`CustomField${strict}`]: '' } })).toEqual([8]);
      expect(await code({ ...base, Fields: { [`CustomField${strict}`]: '2' } })).toEqual([9]);
      expect(await code({ ...base, Fields: { [`CustomField${strict}`]: 'abc' } })).toEqual([10]);
      expect(await code({ ...base, Fields: { CustomField999999999: 'x' } })).toEqual([11]);
      await u.ok('CustomFields.Delete', { CustomFields: String(strict) });
    });
  });

  describe('Subscriber.Unsubscribe', () => {
    it.each(FORMATS)('unsubscribes, answers RedirectURL, and 9 when already unsubscribed (%s)', async (format) => {
      const l = await u.list();
      await u.ok('List.Update', { SubscriberListID: l, UnsubscriptionConfirmedPageURL: 'https://shop.test/bye', OptOutAddToSuppressionList: 'Yes' });
      const address = email('u');
      const id = await u.subscriber(l, address);
      const preview = await u.call('Subscriber.Unsubscribe', { ListID: l, IPAddress: '1.2.3.4', SubscriberID: id, Preview: 1 }, format);
      expect(succeeded(preview)).toBe(true);
      expect((await u.ok('Subscriber.Get', { ListID: l, EmailAddress: address })).SubscriberInformation.SubscriptionStatus).toBe('Subscribed');
      const { CampaignID } = await u.ok('Campaign.Create', { CampaignName: 'the campaign the link was in' });
      const res = await u.call('Subscriber.Unsubscribe', { ListID: l, IPAddress: '1.2.3.4', EmailAddress: address, CampaignID }, format);
      expect(succeeded(res)).toBe(true);
      expect(res.body.RedirectURL).toBe('https://shop.test/bye');
      const got = await u.ok('Subscriber.Get', { ListID: l, EmailAddress: address });
      expect(got.SubscriberInformation.SubscriptionStatus).toBe('Unsubscribed');
      expect(got.Suppressed).toBe(true);
      expect(codes(await u.call('Subscriber.Unsubscribe', { ListID: l, IPAddress: '1.2.3.4', EmailAddress: address }, format))).toEqual([9]);
    });
    it('adds to the global suppression list on request, and unsubscribes in bulk by rules', async () => {
      const l = await u.list();
      const a = email('bulk');
      await u.subscriber(l, a);
      await u.subscriber(l, email('bulk'));
      await u.subscriber(l, 'keep-' + email('k'));
      await u.ok('Subscriber.Unsubscribe', { ListID: l, IPAddress: '1.2.3.4', EmailAddress: a, AddToGlobalSuppression: 1 });
      const browse = await u.ok('Suppression.Browse', { SearchPattern: a });
      expect(browse.TotalRecords).toBe(1);
      const rules = JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'begins with', value: 'bulk' }]]);
      const preview = await u.ok('Subscriber.Unsubscribe', { ListID: l, IPAddress: '1.2.3.4', RulesJSON: rules, RulesOperator: 'and', Preview: 1 });
      expect(preview.TotalUnsubscribed).toBe(1);
      const bulk = await u.ok('Subscriber.Unsubscribe', { ListID: l, IPAddress: '1.2.3.4', RulesJSON: rules, RulesOperator: 'and' });
      expect(bulk.TotalUnsubscribed).toBe(1);
      expect((await u.ok('Subscribers.Get', { SubscriberListID: l, SubscriberSegment: 'Unsubscribed' })).TotalSubscribers).toBe(2);
    });
    it.each(FORMATS)('every error code (%s)', async (format) => {
      const id = await u.subscriber(listId);
      const base = { ListID: listId, IPAddress: '1.2.3.4' };
      const code = async (params: Record<string, unknown>) => codes(await u.call('Subscriber.Unsubscribe', params, format));
      expect(await code({ IPAddress: '1.2.3.4', SubscriberID: id })).toEqual([1]);
      expect(await code({ ListID: listId, SubscriberID: id })).toEqual([2]);
      expect(await code(base)).toEqual([3]);
      expect(await code({ ...base, ListID: await other.list(), SubscriberID: id })).toEqual([4]);
      expect(await code({ ...base, EmailAddress: 'broken' })).toEqual([6]);
      expect(await code({ ...base, EmailAddress: email('ghost') })).toEqual([7]);
      expect(await code({ ...base, SubscriberID: id, CampaignID: 'abc' })).toEqual([8]);
      expect(await code({ ...base, SubscriberID: id, EmailID: 'abc' })).toEqual([10]);
      // ids that are not the caller's campaign or email (checked with the campaigns service)
      const { CampaignID: theirCampaign } = await other.ok('Campaign.Create', { CampaignName: 'not yours' });
      const { EmailID: theirEmail } = await other.ok('Email.Create', {});
      expect(await code({ ...base, SubscriberID: id, CampaignID: theirCampaign })).toEqual([8]);
      expect(await code({ ...base, SubscriberID: id, EmailID: theirEmail })).toEqual([10]);
      expect(await code({ ...base, RulesJSON: '[[{"type":"fields","field_id":"nope","operator":"is","value":"x"}]]' })).toEqual([11]);
    });
  });

  describe('Subscriber.Get.Activity', () => {
    it.each(FORMATS)('filters and pages activity; codes 1–7 (%s)', async (format) => {
      const id = await u.subscriber(listId);
      const res = await u.call(
        'Subscriber.Get.Activity',
        { SubscriberID: id, SubscriberListID: listId, FilterJson: '["subscription"]', Operator: 'OR', RecordsPerRequest: 10, RecordsFrom: 0 },
        format,
      );
      expect(succeeded(res)).toBe(true);
      expect(String(res.body.TotalSubscriberActivity)).toBe('1');
      const base = { SubscriberID: id, SubscriberListID: listId, FilterJson: '["subscription"]', Operator: 'OR', RecordsPerRequest: 10, RecordsFrom: 0 };
      const code = async (params: Record<string, unknown>) => codes(await u.call('Subscriber.Get.Activity', params, format));
      expect(await code({ ...base, SubscriberListID: undefined })).toEqual([1]);
      expect(await code({ ...base, SubscriberID: undefined })).toEqual([2]);
      expect(await code({ ...base, FilterJson: 'not json' })).toEqual([3]);
      expect(await code({ ...base, FilterJson: '["dancing"]' })).toEqual([4]);
      expect(await code({ ...base, Operator: 'AND' })).toEqual([5]);
      expect(await code({ ...base, SubscriberListID: await other.list() })).toEqual([6]);
      expect(await code({ ...base, SubscriberID: 999999999 })).toEqual([7]);
    });
  });

  describe('Subscribers.Get and Subscribers.Search', () => {
    it.each(FORMATS)('browse by status segment and search (%s)', async (format) => {
      const l = await u.list();
      const a = await u.subscriber(l, `alpha-${email()}`);
      await u.subscriber(l, `beta-${email()}`);
      await u.subscriber(l, `gamma-${email()}`, { Status: 'Unsubscribed' });
      const active = await u.call(
        'Subscribers.Get',
        { SubscriberListID: l, SubscriberSegment: 'Active', OrderField: 'EmailAddress', OrderType: 'ASC' },
        format,
      );
      expect(succeeded(active)).toBe(true);
      expect(String(active.body.TotalSubscribers)).toBe('2');
      const found = await u.ok('Subscribers.Get', { SubscriberListID: l, SubscriberSegment: 'Active', SearchField: 'EmailAddress', SearchKeyword: 'alpha' });
      expect(found.Subscribers.map((s: { SubscriberID: number }) => s.SubscriberID)).toEqual([a]);
      const search = await u.call(
        'Subscribers.Search',
        { ListID: l, Operator: 'and', RulesJSON: JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'ta-' }]]) },
        format,
      );
      expect(succeeded(search)).toBe(true);
      expect(String(search.body.TotalSubscribers)).toBe('1');
      const whole = await u.ok('Subscribers.Search', { ListID: l, Operator: 'or', RulesJSON: '' });
      expect(whole.TotalSubscribers).toBe(3);
      expect(whole.Subscribers[0]).toEqual(expect.objectContaining({ SubscriberTags: [], Suppressed: false }));
    });
    it.each(FORMATS)('Subscribers.Get codes 1–4 (%s)', async (format) => {
      const code = async (params: Record<string, unknown>) => codes(await u.call('Subscribers.Get', params, format));
      expect(await code({ SubscriberSegment: 'Active' })).toEqual([1]);
      expect(await code({ SubscriberListID: listId })).toEqual([2]);
      expect(await code({ SubscriberListID: await other.list(), SubscriberSegment: 'Active' })).toEqual([3]);
      expect(await code({ SubscriberListID: listId, SubscriberSegment: 'Active', SearchField: 'Shoe size', SearchKeyword: 'x' })).toEqual([4]);
    });
    it.each(FORMATS)('Subscribers.Search codes 1, 2, 3, 5, 6 (%s)', async (format) => {
      const code = async (params: Record<string, unknown>) => codes(await u.call('Subscribers.Search', params, format));
      expect(await code({ Operator: 'and' })).toEqual([1]);
      expect(await code({ ListID: listId })).toEqual([2]);
      expect(await code({ ListID: await other.list(), Operator: 'and' })).toEqual([3]);
      expect(await code({ ListID: listId, Operator: 'and', RulesJSON: '[[[[{"type":"tags","operator":"has no tags"}]]]]' })).toEqual([5]);
      expect(await code({ ListID: listId, Operator: 'and', RulesJSON: '[[{"operator":"is"}]]' })).toEqual([6]);
    });
  });
});
