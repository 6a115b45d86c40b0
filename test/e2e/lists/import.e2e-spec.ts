import { codes, email, listsUser, type ListsUser, succeeded, waitFor } from './lists-helpers';

describe('Subscribers.Import (extension)', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  const status = (id: number) =>
    waitFor(
      () => u.ok('Subscribers.Import.Status', { ImportID: id }),
      (b) => ['Completed', 'Failed'].includes(b.Import.Status),
    );

  it('imports CSV with a header, maps fields, reports bad rows and skips duplicates', async () => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'City', FieldType: 'Single line' });
    const existing = email('old');
    await u.subscriber(listId, existing);
    const a = email('a');
    const csv = `Email,City\n${a},"Paris, France"\nbroken-address,Oslo\n${existing},Rome\n`;
    const job = await u.ok('Subscribers.Import', { ListID: listId, CSV: csv });
    const done = (await status(job.ImportID)).Import;
    expect(done).toMatchObject({ Status: 'Completed', ProcessedRows: 3, TotalImported: 1, TotalSkipped: 1, TotalFailed: 1 });
    expect(done.Errors).toEqual([{ Row: 2, EmailAddress: 'broken-address', Reason: 'Invalid EmailAddress' }]);
    const got = await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: a });
    expect(got.SubscriberInformation[`CustomField${CustomFieldID}`]).toBe('Paris, France');
    expect((await u.ok('List.Get', { ListID: listId })).List.SubscriberCount).toBe(2);
  });

  it('reads a source longer than its stored pieces: multi-byte text and quoted line breaks across piece and slice ends', async () => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Note', FieldType: 'Single line' });
    // ≈ 390,000 characters: a dozen pieces and several read slices, with emoji (surrogate pairs) and quoted breaks throughout
    const n = 3_000;
    const tag = email('piece').split('@')[0];
    const note = (i: number) => `Çağrı 😀 ${'ü'.repeat(i % 90)} "q" ${i}`;
    const lines = Array.from({ length: n }, (_, i) => `${tag}.${i}@pieces.example,"${note(i).replace(/"/g, '""')}\r\nline two"`);
    const job = await u.ok('Subscribers.Import', { ListID: listId, CSV: `Email,Note\n${lines.join('\n')}\n` });
    expect((await status(job.ImportID)).Import).toMatchObject({ Status: 'Completed', ProcessedRows: n, TotalImported: n, TotalFailed: 0 });
    for (const i of [0, 1_234, n - 1]) {
      const got = await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: `${tag}.${i}@pieces.example` });
      expect(got.SubscriberInformation[`CustomField${CustomFieldID}`]).toBe(`${note(i)}\r\nline two`);
    }
  });

  it('imports JSON rows and updates duplicates when asked', async () => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Plan', FieldType: 'Single line' });
    const existing = email('dup');
    await u.subscriber(listId, existing, { CustomFields: { [CustomFieldID]: 'free' } });
    const rows = JSON.stringify([
      { email: existing, plan: 'pro' },
      { email: email('new'), plan: 'team' },
    ]);
    const job = await u.ok('Subscribers.Import', {
      ListID: listId,
      Rows: rows,
      Mapping: JSON.stringify({ email: 'EmailAddress', plan: `CustomField${CustomFieldID}` }),
      Duplicates: 'update',
    });
    expect((await status(job.ImportID)).Import).toMatchObject({ Status: 'Completed', TotalImported: 1, TotalUpdated: 1 });
    expect((await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: existing })).SubscriberInformation[`CustomField${CustomFieldID}`]).toBe('pro');
  });

  it('matches duplicates case-insensitively when updating, and records a subscription activity for new rows', async () => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Tier', FieldType: 'Single line' });
    const existing = email('case');
    await u.subscriber(listId, existing, { CustomFields: { [CustomFieldID]: 'bronze' } });
    const fresh = email('fresh');
    const csv = `email,tier\n${existing.toUpperCase()},gold\n${fresh},silver\n`;
    const job = await u.ok('Subscribers.Import', { ListID: listId, CSV: csv, Duplicates: 'update' });
    expect((await status(job.ImportID)).Import).toMatchObject({ Status: 'Completed', TotalImported: 1, TotalUpdated: 1, TotalFailed: 0 });
    expect((await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: existing })).SubscriberInformation[`CustomField${CustomFieldID}`]).toBe('gold');
    const got = await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: fresh });
    expect(got.SubscriberInformation[`CustomField${CustomFieldID}`]).toBe('silver');
    expect(JSON.stringify(got.SubscriberActivity)).toContain('subscription');
    expect((await u.ok('List.Get', { ListID: listId })).List.SubscriberCount).toBe(2);
  });

  it('keeps the first row of a repeated address on skip and the last on update, with that row’s field values', async () => {
    const repeated = email('rep');
    const csv = `email,plan\n${repeated},first\n${repeated.toUpperCase()},second\n`;
    for (const [duplicates, kept, plan] of [
      ['skip', repeated, 'first'],
      ['update', repeated.toUpperCase(), 'second'],
    ]) {
      const listId = await u.list();
      const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Plan', FieldType: 'Single line' });
      const job = await u.ok('Subscribers.Import', { ListID: listId, CSV: csv, Duplicates: duplicates });
      expect((await status(job.ImportID)).Import).toMatchObject({ Status: 'Completed', TotalImported: 1, TotalSkipped: 1, TotalUpdated: 0 });
      const got = await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: kept });
      expect(got.SubscriberInformation).toMatchObject({ EmailAddress: kept, [`CustomField${CustomFieldID}`]: plan });
      expect((await u.ok('List.Get', { ListID: listId })).List.SubscriberCount).toBe(1);
    }
  });

  it('error codes of Subscribers.Import and Subscribers.Import.Status', async () => {
    const listId = await u.list();
    const code = async (params: Record<string, unknown>) => codes(await u.call('Subscribers.Import', params));
    expect(await code({ CSV: 'a@b.co' })).toEqual([1]);
    expect(await code({ ListID: await other.list(), CSV: 'a@b.co' })).toEqual([2]);
    expect(await code({ ListID: listId })).toEqual([3]);
    expect(await code({ ListID: listId, Rows: '{"not":"array"}' })).toEqual([4]);
    expect(await code({ ListID: listId, CSV: 'a@b.co', Duplicates: 'merge' })).toEqual([6]);
    expect(codes(await u.call('Subscribers.Import.Status', {}))).toEqual([1]);
    const job = await u.ok('Subscribers.Import', { ListID: listId, CSV: `${email()}\n`, Header: 0 });
    expect(codes(await other.call('Subscribers.Import.Status', { ImportID: job.ImportID }))).toEqual([2]);
    expect(succeeded(await u.call('Subscribers.Import.Status', { ImportID: job.ImportID }, 'XML'))).toBe(true);
  });
});
