import { e2eEnv } from '@mail/testing';

import { codes, email, listsUser, type ListsUser, succeeded, waitFor } from './lists-helpers';

/** Names Object.prototype answers: a client's key or value spelled so must name nothing, or its own thing (issue 24, item 3). */
const PROTO_NAMES = ['__proto__', 'constructor', 'toString'] as const;

describe('lists: user-given names that Object.prototype also has', () => {
  let u: ListsUser;
  beforeAll(async () => {
    u = await listsUser();
  });

  it('custom fields named and aliased __proto__, constructor and toString keep their own values', async () => {
    const listId = await u.list();
    const ids: number[] = [];
    for (const name of PROTO_NAMES) {
      const created = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: name, FieldType: 'Single line', MergeTagAlias: name });
      ids.push(Number(created.CustomFieldID));
    }
    const address = email('proto');
    await u.subscriber(listId, address, { CustomFields: Object.fromEntries(ids.map((id, i) => [id, `value of ${PROTO_NAMES[i]}`])) });
    const got = await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address });
    expect(ids.map((id) => got.SubscriberInformation[`CustomField${id}`])).toEqual(PROTO_NAMES.map((n) => `value of ${n}`));
    const fields = (await u.ok('CustomFields.Get', { SubscriberListID: listId })).CustomFields as { FieldName: string }[];
    expect(fields.map((f) => f.FieldName).sort()).toEqual([...PROTO_NAMES].sort());
  });

  it('a preset, validation method, status or bounce type spelled constructor or __proto__ is a parameter error', async () => {
    const listId = await u.list();
    for (const name of ['constructor', '__proto__']) {
      expect(codes(await u.call('CustomField.Create', { SubscriberListID: listId, PresetName: name }))).toEqual([5]);
      const method = await u.call('CustomField.Create', { SubscriberListID: listId, FieldName: 'f', FieldType: 'Single line', ValidationMethod: name });
      expect([method.status, codes(method)]).toEqual([200, [8]]);
      expect(codes(await u.call('Subscriber.Create', { ListID: listId, EmailAddress: email('st'), Status: name }))).toEqual([6]);
      expect(codes(await u.call('Subscriber.Create', { ListID: listId, EmailAddress: email('bt'), BounceType: name }))).toEqual([5]);
    }
    expect((await u.ok('List.Get', { ListID: listId })).List.SubscriberCount).toBe(0);
  });

  it('import columns named __proto__ and constructor: a field so named takes its column, an unnamed one is ignored', async () => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'constructor', FieldType: 'Single line' });
    const [a, b] = [email('ia'), email('ib')];
    const csv = `__proto__,Email,constructor,toString\nx,${a},built,y\nx,${b},made,y\n`;
    const job = await u.ok('Subscribers.Import', { ListID: listId, CSV: csv });
    const done = await waitFor(
      () => u.ok('Subscribers.Import.Status', { ImportID: job.ImportID }),
      (s) => ['Completed', 'Failed'].includes(s.Import.Status),
    );
    expect(done.Import).toMatchObject({ Status: 'Completed', TotalImported: 2, TotalFailed: 0 });
    const value = async (address: string) =>
      (await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address })).SubscriberInformation[`CustomField${CustomFieldID}`];
    expect([await value(a), await value(b)]).toEqual(['built', 'made']);
  });

  it('JSON rows lacking a constructor column store no inherited value; a Mapping from __proto__ or constructor maps that column', async () => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'constructor', FieldType: 'Single line' });
    const [a, b] = [email('ja'), email('jb')];
    const rows = JSON.stringify([{ email: a, constructor: 'given' }, { email: b }]);
    const job = await u.ok('Subscribers.Import', { ListID: listId, Rows: rows });
    const status = () =>
      waitFor(
        () => u.ok('Subscribers.Import.Status', { ImportID: job.ImportID }),
        (s) => ['Completed', 'Failed'].includes(s.Import.Status),
      );
    expect((await status()).Import).toMatchObject({ Status: 'Completed', TotalImported: 2 });
    const value = async (address: string) =>
      (await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: address })).SubscriberInformation[`CustomField${CustomFieldID}`];
    expect([await value(a), await value(b)]).toEqual(['given', '']);

    const mapped = await u.call('Subscribers.Import', {
      ListID: listId,
      CSV: `constructor,mail\nred,${email('m')}\n`,
      Mapping: JSON.stringify({ constructor: `CustomField${CustomFieldID}`, mail: 'EmailAddress' }),
    });
    expect(mapped.status).toBeLessThan(500);
    expect(typeof mapped.body?.Success).toBe('boolean');
  });

  it('a tag named constructor, __proto__ or toString is a tag like any other', async () => {
    const listId = await u.list();
    const subscriber = await u.subscriber(listId);
    const ids: number[] = [];
    for (const name of PROTO_NAMES) ids.push(Number((await u.ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: name })).TagID));
    for (const TagID of ids) await u.ok('Subscriber.Tag', { TagID, SubscriberListID: listId, SubscriberID: subscriber });
    const tags = (await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId, OrderField: 'TagName', OrderType: 'ASC' })).Tags as {
      TagName: string;
      SubscriberCount: number;
    }[];
    expect(tags.map((t) => [t.TagName, Number(t.SubscriberCount)])).toEqual(
      [...PROTO_NAMES].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())).map((n) => [n, 1]),
    );
    expect(codes(await u.call('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'constructor' }))).not.toEqual([]);
  });

  it('segment rules whose field, operator or campaign event is constructor or __proto__ are stored, and select nothing: code 2 (invalid segment)', async () => {
    const listId = await u.list();
    await u.subscriber(listId);
    const answers: unknown[] = [];
    for (const name of ['constructor', '__proto__']) {
      for (const rule of [
        { type: 'fields', field_id: name, operator: 'is', value: 'x' },
        { type: 'fields', field_id: 'EmailAddress', operator: name, value: 'x' },
        { type: 'campaign-events', operator: name, value: '1' },
      ]) {
        const created = await u.call('Segment.Create', {
          SubscriberListID: listId,
          SegmentName: 's',
          SegmentOperator: 'and',
          RulesJson: JSON.stringify([[rule]]),
        });
        const used = await u.call('Subscribers.Get', { SubscriberListID: listId, SubscriberSegment: String(created.body.SegmentID) });
        answers.push([created.status, codes(created), used.status, used.body?.Success, codes(used)]);
      }
    }
    expect(answers).toEqual(Array.from({ length: 6 }, () => [200, [0], 200, false, [2]]));
  });

  it('a lone surrogate (%ED%A0%80) or NUL (%00) in a text field of a lists command answers inside the envelope, never 5xx', async () => {
    const { baseUrl } = e2eEnv();
    const listId = await u.list();
    const send = (command: string, fields: string) =>
      fetch(`${baseUrl}/api.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `Command=${command}&APIKey=${u.user.apiKey}&${fields}`,
      });
    for (const bad of ['%ED%A0%80', 'a%00b', '%00']) {
      for (const [command, fields] of [
        ['List.Create', `SubscriberListName=${bad}`],
        ['List.Update', `SubscriberListID=${listId}&Name=${bad}`],
        ['Subscriber.Create', `ListID=${listId}&EmailAddress=${bad}`],
        ['Subscriber.Create', `ListID=${listId}&EmailAddress=${email('n')}&CustomFields[1]=${bad}&Status=${bad}`],
        ['CustomField.Create', `SubscriberListID=${listId}&FieldName=${bad}&FieldType=Single+line`],
        ['Subscriber.Tags.Create', `SubscriberListID=${listId}&Tag=${bad}`],
        ['Subscribers.Get', `SubscriberListID=${listId}&SearchKeyword=${bad}`],
        ['Suppression.Import', `EmailAddressesBulk=${bad}`],
      ]) {
        const res = await send(command, fields);
        const body = (await res.json()) as { Success?: unknown };
        expect([command, bad, res.status < 500, typeof body.Success]).toEqual([command, bad, true, 'boolean']);
      }
    }
    expect(succeeded(await u.call('List.Get', { ListID: listId }))).toBe(true);
  });
});
