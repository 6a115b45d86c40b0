import { bootService, type ServiceHarness, waitFor } from '@mail/testing';

import { ListsModule } from '../src';

describe('lists service (in-process, real PostgreSQL)', () => {
  let h: ServiceHarness;
  const user = 1000 + Math.floor(Math.random() * 1_000_000);
  const other = user + 1;

  beforeAll(async () => {
    h = await bootService(ListsModule, { service: 'lists' });
  });
  afterAll(() => h.stop());

  const ok = async (command: string, params: Record<string, unknown>, as = user) => {
    const reply = await h.call(command, params, as);
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  };
  const codeOf = async (command: string, params: Record<string, unknown>, as = user) => {
    const reply = await h.call(command, params, as);
    if (reply.ok) throw new Error(`${command} unexpectedly succeeded: ${JSON.stringify(reply)}`);
    return 'failure' in reply ? reply.failure.errors[0].code : reply.hard;
  };

  it('runs the list, field, tag, segment and subscriber lifecycle', async () => {
    const { ListID } = await ok('List.Create', { SubscriberListName: 'Main' });
    expect(ListID).toBeGreaterThan(0);
    expect(await codeOf('List.Create', {})).toBe(1);
    const got = await ok('List.Get', { ListID });
    expect(got.List.ListName).toBe('Main');
    expect(await codeOf('List.Get', { ListID }, other)).toBe(1);
    const updated = await ok('List.Update', { SubscriberListID: ListID, OptInMode: 'Double', SubscriptionConfirmedPageURL: 'https://x.test/ok' });
    expect(updated.List.OptInMode).toBe('Double');
    expect(await codeOf('List.Update', { SubscriberListID: ListID, OptInMode: 'Triple' })).toBe(3);
    expect(await codeOf('List.Update', { SubscriberListID: ListID })).toBe(11);
    await ok('List.Update', { SubscriberListID: ListID, OptInMode: 'Single' });

    const { CustomFieldID } = await ok('CustomField.Create', { SubscriberListID: ListID, FieldName: 'City', FieldType: 'Single line', MergeTagAlias: 'city' });
    const { CustomFieldID: ageId } = await ok('CustomField.Create', {
      SubscriberListID: ListID,
      FieldName: 'Age',
      FieldType: 'Single line',
      ValidationMethod: 'Numbers',
    });
    expect(await codeOf('CustomField.Create', { SubscriberListID: ListID, FieldName: 'X', FieldType: 'Single line', MergeTagAlias: 'city' })).toBe(1000);
    expect(await codeOf('CustomField.Create', { SubscriberListID: ListID, FieldName: 'X', FieldType: 'Single line', MergeTagAlias: 'a b' })).toBe(1001);
    const fields = await ok('CustomFields.Get', { SubscriberListID: ListID });
    expect(fields.TotalFieldCount).toBe(2);

    const a = await ok('Subscriber.Create', { ListID, EmailAddress: 'a@example.com', CustomFields: { [CustomFieldID]: 'Paris', [ageId]: '31' } });
    const b = await ok('Subscriber.Create', {
      ListID,
      EmailAddress: 'b@example.com',
      Fields: { [`CustomField${CustomFieldID}`]: 'London', [`CustomField${ageId}`]: '45' },
    });
    await ok('Subscriber.Create', { ListID, EmailAddress: 'c@other.org' });
    expect(await codeOf('Subscriber.Create', { ListID, EmailAddress: 'A@example.com' })).toBe(20);
    expect(await codeOf('Subscriber.Create', { ListID, EmailAddress: 'bad' })).toBe(3);
    expect(await codeOf('Subscriber.Create', { ListID, EmailAddress: 'x@y.com' }, other)).toBe(4);

    const { TagID } = await ok('Subscriber.Tags.Create', { SubscriberListID: ListID, Tag: 'VIP' });
    expect(await codeOf('Subscriber.Tags.Create', { SubscriberListID: ListID, Tag: 'vip' })).toBe(5);
    await ok('Subscriber.Tag', { TagID, SubscriberListID: ListID, SubscriberID: String(a.SubscriberID) });
    const bulk = await ok('Subscriber.Tag', {
      TagID,
      SubscriberListID: ListID,
      RulesJSON: JSON.stringify([[{ type: 'fields', field_id: String(ageId), operator: 'is greater than', value: '40' }]]),
      RulesOperator: 'and',
    });
    expect(bulk.TotalAffected).toBe(1);
    const tags = await ok('Subscriber.Tags.Get', { SubscriberListID: ListID });
    expect(tags.Tags[0].SubscriberCount).toBe(2);

    const { SegmentID } = await ok('Segment.Create', {
      SubscriberListID: ListID,
      SegmentName: 'Tagged in example.com',
      SegmentOperator: 'and',
      RulesJson: JSON.stringify([
        [
          { type: 'tags', operator: 'has this tag', value: String(TagID) },
          { type: 'fields', field_id: 'EmailAddress', operator: 'ends with', value: '@example.com' },
          { type: 'suppressions', operator: 'not exist' },
        ],
      ]),
    });
    const { SegmentID: arraysId } = await ok('Segment.Create', {
      SubscriberListID: ListID,
      SegmentName: 'Paris',
      SegmentOperator: 'or',
      SegmentRuleField: [`CustomField${CustomFieldID}`],
      SegmentRuleOperator: ['equals'],
      SegmentRuleFilter: ['paris'],
    });
    const members = await ok('Subscribers.Get', { SubscriberListID: ListID, SubscriberSegment: String(SegmentID) });
    expect(members.TotalSubscribers).toBe(2);
    const view = await ok('Subscriber.Get', { ListID, EmailAddress: 'a@example.com' });
    expect(view.SubscriberInformation[`CustomField${CustomFieldID}`]).toBe('Paris');
    expect(view.SubscriberTags).toEqual([{ TagID, TagName: 'VIP' }]);
    expect(view.SubscriberSegments.map((s: { SegmentID: number }) => s.SegmentID).sort()).toEqual([SegmentID, arraysId].sort());
    expect(view.SubscriberActivity.map((x: { ActivityType: string }) => x.ActivityType)).toEqual(expect.arrayContaining(['subscription', 'tagged']));

    const search = await ok('Subscribers.Search', {
      ListID,
      Operator: 'and',
      RulesJSON: JSON.stringify([[{ type: 'segments', operator: 'belongs to', value: String(SegmentID) }]]),
    });
    expect(search.TotalSubscribers).toBe(2);
    expect(await codeOf('Subscribers.Search', { ListID, Operator: 'and', RulesJSON: '[[{"operator":"x"}]]' })).toBe(6);

    await ok('Suppression.Import', { EmailAddresses: JSON.stringify(['b@example.com', 'nope']) });
    const after = await ok('Subscribers.Get', { SubscriberListID: ListID, SubscriberSegment: String(SegmentID) });
    expect(after.TotalSubscribers).toBe(1);
    const browse = await ok('Suppression.Browse', { SearchPattern: 'b@*' });
    expect(browse.TotalRecords).toBe(1);

    const unsub = await ok('Subscriber.Unsubscribe', { ListID, IPAddress: '1.2.3.4', EmailAddress: 'a@example.com' });
    expect(unsub.RedirectURL).toBeDefined();
    expect(await codeOf('Subscriber.Unsubscribe', { ListID, IPAddress: '1.2.3.4', EmailAddress: 'a@example.com' })).toBe(9);

    await ok('Subscriber.Update', { SubscriberID: b.SubscriberID, SubscriberListID: ListID, Fields: { [`CustomField${ageId}`]: '50' } });
    expect(await codeOf('Subscriber.Update', { SubscriberID: b.SubscriberID, SubscriberListID: ListID, Fields: { [`CustomField${ageId}`]: 'old' } })).toBe(10);

    const activity = await ok('Subscriber.Get.Activity', {
      SubscriberID: a.SubscriberID,
      SubscriberListID: ListID,
      FilterJson: '["unsubscription"]',
      Operator: 'OR',
      RecordsPerRequest: 10,
      RecordsFrom: 0,
    });
    expect(activity.TotalSubscriberActivity).toBe(1);

    const job = await ok('Subscribers.Import', {
      ListID,
      CSV: `email,City\nd@example.com,Rome\nbad-row,Oslo\n"e@example.com","Madrid"\na@example.com,Paris\n`,
    });
    const status = await waitFor(
      async () => {
        const now = (await ok('Subscribers.Import.Status', { ImportID: job.ImportID })).Import;
        return (now.Status === 'Completed' || now.Status === 'Failed') && now;
      },
      { what: `import ${job.ImportID} to finish` },
    );
    expect(status).toMatchObject({ Status: 'Completed', TotalImported: 2, TotalSkipped: 1, TotalFailed: 1 });

    const assets = await ok('List.Assets', { ListID });
    expect(assets.Segments).toHaveLength(2);

    const { ListID: target } = await ok('List.Create', { SubscriberListName: 'Copy' });
    await ok('Segments.Copy', { SourceListID: ListID, TargetListID: target });
    expect((await ok('Segments.Get', { SubscriberListID: target })).TotalSegmentCount).toBe(2);

    const sub = await h.call('Subscriber.Subscribe', { ListID: target, EmailAddress: 'p@example.com', IPAddress: '1.1.1.1' });
    expect(sub.ok).toBe(true);
    await ok('List.Update', { SubscriberListID: target, OptInMode: 'Double' });
    const pending = await h.call('Subscriber.Subscribe', { ListID: target, EmailAddress: 'q@example.com', IPAddress: '1.1.1.1' });
    expect(pending.ok && pending.body.Subscriber.SubscriptionStatus).toBe('Opt-In Pending');
    const q = await ok('Subscriber.Get', { ListID: target, EmailAddress: 'q@example.com' });
    const confirm = await h.call('Subscriber.OptIn', {
      ListID: target,
      SubscriberID: q.SubscriberInformation.SubscriberID,
      ConfirmationCode: q.SubscriberInformation.OptInConfirmationCode,
    });
    expect(confirm.ok).toBe(true);

    await ok('Lists.Delete', { Lists: `${ListID},${target}` });
    expect(await codeOf('List.Get', { ListID })).toBe(1);
  });
});
