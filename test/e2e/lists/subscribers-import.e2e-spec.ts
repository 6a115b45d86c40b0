/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are untyped */
import { type ApiResponse, e2eEnv, e2eSql, unique } from '@mail/testing';

import { codes, FORMATS, type Format, listsUser, type ListsUser, succeeded, waitFor } from './lists-helpers';

type V1 = (method: string, path: string, params?: Record<string, unknown>, format?: Format) => Promise<ApiResponse>;
const v1Of =
  (u: ListsUser): V1 =>
  (method, path, params = {}, format) =>
    e2eEnv().api.v1(method, path, params, { bearer: u.user.apiKey, ...(format ? { format } : {}) });

function v1Code(res: ApiResponse): number | undefined {
  const errors = res.body?.Errors;
  if (!errors) return undefined;
  const first = Array.isArray(errors) ? errors[0] : (errors.node_0 ?? errors);
  return first === undefined ? undefined : Number(first.Code);
}

describe('subscribers.import.post / subscribers.import.get', () => {
  let u: ListsUser;
  let other: ListsUser;
  let v1: V1;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
    v1 = v1Of(u);
  });

  const request = (listId: unknown, csv: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    ListID: listId,
    AddToGlobalSuppressionList: false,
    AddToSuppressionList: false,
    UpdateDuplicates: false,
    TriggerActions: false,
    Tags: [],
    ImportFrom: { CSV: { FieldTerminator: ',', FieldEncloser: '"', EscapedBy: '\\', ...csv } },
    ...extra,
  });
  const finished = (listId: number, importId: number) =>
    waitFor(
      () => v1('GET', 'subscribers.import', { ListID: listId, ImportID: importId }),
      (res) => ['Completed', 'Failed'].includes(res.body?.ImportJob?.ImportStatus),
      30_000,
    );

  it('imports CSV rows with mapped fields and tags, skips the header row, reports the failed rows', async () => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'City', FieldType: 'Single line' });
    const [a, b] = [`${unique('a')}@example.com`, `${unique('b')}@example.com`];
    const res = await v1(
      'POST',
      'subscribers.import',
      request(
        listId,
        { Data: `email,city\n${a},Paris\nnot-an-address,x\n${b},"Rome, IT"\n`, MappedFields: { FIELD1: 'EmailAddress', FIELD2: String(CustomFieldID) } },
        { Tags: ['news', 'Y2025'] },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ImportID: expect.any(Number), ImportType: 'async' });
    const job = (await finished(listId, res.body.ImportID)).body.ImportJob;
    expect(job).toMatchObject({
      ImportID: res.body.ImportID,
      ImportStatus: 'Completed',
      TotalSubscribers: 3,
      TotalImported: 2,
      TotalDuplicates: 0,
      TotalFailed: 1,
    });
    expect(job.FailedData).toContain('not-an-address');
    expect(job.ImportDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const got = await u.ok('Subscriber.Get', { ListID: listId, EmailAddress: b });
    expect(got.SubscriberInformation[`CustomField${CustomFieldID}`]).toBe('Rome, IT');
    const tags = (await u.ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags;
    expect(tags.map((t: any) => [t.TagName, Number(t.SubscriberCount)]).sort()).toEqual([
      ['Y2025', 2],
      ['news', 2],
    ]);
  });

  it.each(FORMATS)('legacy Command= with form fields: duplicates updated, addresses suppressed on the list and globally (%s)', async (format) => {
    const listId = await u.list();
    const known = `${unique('known')}@example.com`;
    await u.subscriber(listId, known);
    const fresh = `${unique('fresh')}@example.com`;
    const res = await u.call(
      'subscribers.import.post',
      request(
        listId,
        { Data: `${known};x\n${fresh};y`, FieldTerminator: ';', MappedFields: { field1: 'EmailAddress' } },
        {
          UpdateDuplicates: 'true',
          AddToSuppressionList: '1',
          AddToGlobalSuppressionList: 'yes',
          Tags: ['t1'],
        },
      ),
      format,
    );
    expect(Number(res.body.ImportID)).toBeGreaterThan(0);
    const job = (await finished(listId, Number(res.body.ImportID))).body.ImportJob;
    expect(job).toMatchObject({ ImportStatus: 'Completed', TotalImported: 1, TotalDuplicates: 1, TotalFailed: 0 });
    const rows = await e2eSql<{ list_id: string | null; email: string }>(
      `SELECT "list_id", lower("email") AS "email" FROM "lists"."suppression" WHERE "user_id" = $1 ORDER BY 1 NULLS FIRST, 2`,
      [u.user.userId],
    );
    const scoped = rows.filter((r) => [known, fresh].includes(r.email)).map((r) => `${r.list_id ?? 'global'} ${r.email}`);
    expect(scoped.sort()).toEqual([`${listId} ${known}`, `${listId} ${fresh}`, `global ${known}`, `global ${fresh}`].sort());
    const got = await u.call('subscribers.import.get', { ListID: listId, ImportID: res.body.ImportID }, format);
    expect(Number(got.body.ImportJob.TotalImported)).toBe(1);
  });

  it('Subscribers.Import keeps working beside it', async () => {
    const listId = await u.list();
    const res = await u.call('Subscribers.Import', { ListID: listId, CSV: `EmailAddress\n${unique('old')}@example.com` });
    expect(succeeded(res)).toBe(true);
    const job = await finished(listId, Number(res.body.ImportID));
    expect(job.body.ImportJob).toMatchObject({ ImportStatus: 'Completed', TotalImported: 1 });
  });

  describe.each(FORMATS)('%s codes', (format: Format) => {
    it('post: every documented code in its order; another user’s list is 19', async () => {
      const listId = await u.list();
      const base = request(listId, { Data: 'a@example.com', MappedFields: { FIELD1: 'EmailAddress' } });
      const csv = (over: Record<string, unknown>) => ({ ...base, ImportFrom: { CSV: { ...base.ImportFrom.CSV, ...over } } });
      const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));
      const cases: [Record<string, unknown>, number, number][] = [
        [without('ListID'), 1, 422],
        [without('AddToGlobalSuppressionList'), 4, 422],
        [without('AddToSuppressionList'), 5, 422],
        [without('UpdateDuplicates'), 6, 422],
        [without('TriggerActions'), 7, 422],
        [without('Tags'), 21, 422],
        [{ ...base, ListID: 'x' }, 20, 422],
        [{ ...base, AddToGlobalSuppressionList: 'maybe' }, 9, 422],
        [{ ...base, AddToSuppressionList: 'maybe' }, 10, 422],
        [{ ...base, UpdateDuplicates: 'maybe' }, 11, 422],
        [{ ...base, TriggerActions: 'maybe' }, 12, 422],
        [without('ImportFrom'), 14, 422],
        [{ ...base, ImportFrom: { Mailchimp: { APIKey: 'k' } } }, 14, 422],
        [csv({ Data: '' }), 14, 422],
        [csv({ FieldTerminator: '' }), 2, 422],
        [csv({ EscapedBy: '' }), 16, 422],
        [csv({ MappedFields: '' }), 8, 422],
        [csv({ MappedFields: 'EmailAddress' }), 13, 422],
        [csv({ MappedFields: {} }), 15, 422],
        [csv({ MappedFields: { FIELD1: 'Nope' } }), 17, 422],
        [csv({ MappedFields: { FIELD1: '999999999' } }), 17, 422],
        [csv({ MappedFields: { FIELD1: 'SubscriptionIP' } }), 17, 422],
        [{ ...base, ListID: await other.list() }, 19, 404],
        [csv({ Data: '', URL: 'http://127.0.0.1:9/x.csv' }), 18, 422],
        [csv({ Data: '', URL: 'ftp://example.com/x.csv' }), 18, 422],
      ];
      for (const [params, code, status] of cases) {
        const res = await v1('POST', 'subscribers.import', params, format);
        expect([params, res.status, v1Code(res)]).toEqual([params, status, code]);
      }
      expect(codes(await u.call('subscribers.import.post', without('Tags'), format))).toEqual([21]);
    });

    it('prepare: 1 no source, 2 unknown source, 3/4 ActiveCampaign key/account, 7/8 Mailchimp key/server, 7 Drip key', async () => {
      const cases: [Record<string, unknown>, number][] = [
        [{}, 1],
        [{ ImportFrom: {} }, 1],
        [{ ImportFrom: { Sendy: { APIKey: 'k' } } }, 2],
        [{ ImportFrom: { ActiveCampaign: { AccountName: 'acme' } } }, 3],
        [{ ImportFrom: { ActiveCampaign: { APIKey: 'k' } } }, 4],
        [{ ImportFrom: { ActiveCampaign: { APIKey: 'k', AccountName: 'evil.example.com/x' } } }, 4],
        [{ ImportFrom: { Mailchimp: { Server: 'us1' } } }, 7],
        [{ ImportFrom: { Mailchimp: { APIKey: 'k' } } }, 8],
        [{ ImportFrom: { Mailchimp: { APIKey: 'k', Server: 'localhost:8080#' } } }, 8],
        [{ ImportFrom: { Drip: {} } }, 7],
      ];
      for (const [params, code] of cases) {
        const res = await v1('POST', 'subscribers.import.prepare', params, format);
        expect([params, res.status, v1Code(res)]).toEqual([params, 422, code]);
      }
      expect(codes(await u.call('subscribers.import.prepare', { ImportFrom: { Mailchimp: { APIKey: 'k' } } }, format))).toEqual([8]);
    });

    it('get: 1, 2 missing, 3, 4 invalid, 5 not the caller’s list, 7 not its import', async () => {
      const listId = await u.list();
      const otherList = await other.list();
      const theirs = await v1Of(other)('POST', 'subscribers.import', request(otherList, { Data: 'x@example.com', MappedFields: { FIELD1: 'EmailAddress' } }));
      const cases: [Record<string, unknown>, number, number][] = [
        [{ ImportID: 1 }, 1, 422],
        [{ ListID: listId }, 2, 422],
        [{ ListID: 'x', ImportID: 1 }, 3, 422],
        [{ ListID: listId, ImportID: 'x' }, 4, 422],
        [{ ListID: otherList, ImportID: theirs.body.ImportID }, 5, 404],
        [{ ListID: listId, ImportID: theirs.body.ImportID }, 7, 404],
      ];
      for (const [params, code, status] of cases) {
        const res = await v1('GET', 'subscribers.import', params, format);
        expect([params, res.status, v1Code(res)]).toEqual([params, status, code]);
      }
    });
  });
});
