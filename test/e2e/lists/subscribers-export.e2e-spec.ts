/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are untyped */
import { type ApiResponse, e2eEnv, e2eSql, unique } from '@mail/testing';

import { codes, email, FORMATS, type Format, listsUser, type ListsUser, waitFor } from './lists-helpers';

type V1 = (method: string, path: string, params?: Record<string, unknown>, format?: Format) => Promise<ApiResponse>;
const v1Of =
  (u: ListsUser): V1 =>
  (method, path, params = {}, format) =>
    e2eEnv().api.v1(method, path, params, { bearer: u.user.apiKey, ...(format ? { format } : {}) });

/** the first code of a v1 failure, JSON or XML */
function v1Code(res: ApiResponse): number | undefined {
  const errors = res.body?.Errors;
  if (!errors) return undefined;
  const first = Array.isArray(errors) ? errors[0] : (errors.node_0 ?? errors);
  return first === undefined ? undefined : Number(first.Code);
}

const rule = (value: string) => [{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value }];

describe('subscribers.export.post / subscribers.export.get', () => {
  let u: ListsUser;
  let other: ListsUser;
  let v1: V1;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
    v1 = v1Of(u);
  });

  const finished = (listId: number, exportId: number, as: V1 = v1) =>
    waitFor(
      () => as('GET', 'subscribers.export', { ListID: listId, ExportID: exportId }),
      (res) => ['Completed', 'Failed'].includes(res.body?.ExportJob?.Status),
      30_000,
    );

  it('CSV: the subscribers the rules match, the fields asked in their order, by id; progress, size and download', async () => {
    const listId = await u.list();
    const { CustomFieldID } = await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'City', FieldType: 'Single line' });
    const a = await u.subscriber(listId, email('keep-a'), { CustomFields: { [CustomFieldID]: 'Paris, "FR"' } });
    await u.subscriber(listId, email('drop'));
    const b = await u.subscriber(listId, email('keep-b'));
    const submit = await v1('POST', 'subscribers.export', {
      ListID: listId,
      RulesJSON: rule('keep-'),
      RulesOperator: 'and',
      ExportFormat: 'csv',
      FieldsToExport: ['SubscriberID', 'emailaddress', `CustomField${CustomFieldID}`, 'Unknown', 'SubscriberID'],
    });
    expect(submit.status).toBe(200);
    expect(submit.body).toEqual({ ExportID: expect.any(Number) });
    const job = (await finished(listId, submit.body.ExportID)).body.ExportJob;
    expect(job).toMatchObject({
      ExportID: submit.body.ExportID,
      Module: 'SubscriberExport',
      Status: 'Completed',
      ExportOptions: {
        Command: 'ExportSubscribers',
        ListID: listId,
        FileFormat: 'csv',
        Fields: ['SubscriberID', 'EmailAddress', `CustomField${CustomFieldID}`],
      },
      Progress: 100,
      TotalRows: 2,
      ExportedRows: 2,
      Parts: 1,
    });
    expect(job.SubmittedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(job.FinishedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const file = await v1('GET', 'subscribers.export', { ListID: listId, ExportID: submit.body.ExportID, Download: 1 });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toContain(`subscribers-export-${submit.body.ExportID}.csv`);
    const lines = file.text.split('\r\n');
    expect(lines.slice(0, 1)).toEqual([`SubscriberID,EmailAddress,CustomField${CustomFieldID}`]);
    expect(lines[1]).toMatch(new RegExp(`^${a},keep-a.*@example\\.com,"Paris, ""FR"""$`));
    expect(lines[2]).toMatch(new RegExp(`^${b},keep-b.*@example\\.com,$`));
    expect(lines.slice(3)).toEqual(['']);
    expect(Buffer.byteLength(file.text)).toBe(job.DownloadSize);
  });

  it.each(FORMATS)('JSON file, Target status and segment, legacy Command= with form fields; the listing (%s)', async (format) => {
    const listId = await u.list();
    const gone = email('keep-gone');
    const [kept, left] = [await u.subscriber(listId, email('keep')), await u.subscriber(listId, gone)];
    await u.subscriber(listId, email('other'));
    await u.ok('Subscriber.Unsubscribe', { ListID: listId, EmailAddress: gone, IPAddress: '127.0.0.1' });
    const submit = await u.call(
      'subscribers.export.post',
      {
        ListID: listId,
        RulesJSON: JSON.stringify(rule('keep')),
        RulesOperator: 'OR',
        ExportFormat: 'JSON',
        FieldsToExport: 'EmailAddress,SubscriptionStatus',
        Target: 'unsubscribed',
      },
      format,
    );
    expect(Number(submit.body.ExportID)).toBeGreaterThan(0);
    await finished(listId, Number(submit.body.ExportID));
    const file = await u.call('subscribers.export.get', { ListID: listId, ExportID: submit.body.ExportID, Download: 'true' }, format);
    expect(file.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(file.text)).toEqual([{ EmailAddress: gone, SubscriptionStatus: 'Unsubscribed' }]);
    expect(left).toBeGreaterThan(kept);

    const { SegmentID } = await u.ok('Segment.Create', {
      SubscriberListID: listId,
      SegmentName: 'kept',
      SegmentOperator: 'and',
      RulesJson: JSON.stringify([
        [
          {
            type: 'fields',
            field_id: 'EmailAddress',
            operator: 'is',
            value: (await u.ok('Subscriber.Get', { ListID: listId, SubscriberID: kept })).SubscriberInformation.EmailAddress,
          },
        ],
      ]),
    });
    const bySegment = await v1('POST', 'subscribers.export', {
      ListID: listId,
      RulesJSON: [],
      RulesOperator: 'and',
      ExportFormat: 'json',
      FieldsToExport: ['SubscriberID'],
      Target: SegmentID,
    });
    expect(bySegment.status).toBe(200);
    await finished(listId, bySegment.body.ExportID);
    const segmentFile = await v1('GET', 'subscribers.export', { ListID: listId, ExportID: bySegment.body.ExportID, Download: 1 }, format);
    expect(JSON.parse(segmentFile.text)).toEqual([{ SubscriberID: kept }]);

    const all = await v1('GET', 'subscribers.export', { ListID: listId }, format);
    expect(all.status).toBe(200);
    const jobs = format === 'XML' ? Object.values(all.body.ExportJobs) : all.body.ExportJobs;
    expect(jobs.map((j: any) => Number(j.ExportID))).toEqual([bySegment.body.ExportID, Number(submit.body.ExportID)]);
  });

  it('a file over 256 KiB comes in parts; over 512 KiB only part by part; memory-flat keyset pages keep every row once, in id order', async () => {
    const listId = await u.list();
    const tag = unique('bulk');
    await e2eSql(
      `INSERT INTO "lists"."subscriber" ("list_id", "email") SELECT $1, $2 || '-' || n || '-' || repeat('x', 40) || '@example.com' FROM generate_series(1, 12000) n`,
      [listId, tag],
    );
    const submit = await v1('POST', 'subscribers.export', {
      ListID: listId,
      RulesJSON: '[]',
      RulesOperator: 'and',
      ExportFormat: 'csv',
      FieldsToExport: 'SubscriberID,EmailAddress',
    });
    const job = (await finished(listId, submit.body.ExportID)).body.ExportJob;
    expect(job).toMatchObject({ Status: 'Completed', ExportedRows: 12000, TotalRows: 12000 });
    expect(job.Parts).toBeGreaterThanOrEqual(3);
    expect(job.DownloadSize).toBeGreaterThan(512 * 1024);
    const whole = await v1('GET', 'subscribers.export', { ListID: listId, ExportID: submit.body.ExportID, Download: 1 });
    expect([whole.status, v1Code(whole)]).toEqual([413, 9]);
    let text = '';
    const names: string[] = [];
    for (let part = 1; part <= job.Parts; part++) {
      const res = await v1('GET', 'subscribers.export', { ListID: listId, ExportID: submit.body.ExportID, Download: 1, Part: part });
      expect(res.status).toBe(200);
      expect(Buffer.byteLength(res.text)).toBeLessThanOrEqual(256 * 1024);
      names.push(/filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '');
      text += res.text;
    }
    const id = submit.body.ExportID;
    expect(names).toEqual(Array.from({ length: job.Parts }, (_, i) => (i ? `subscribers-export-${id}-part${i + 1}.csv` : `subscribers-export-${id}.csv`)));
    expect(Buffer.byteLength(text)).toBe(job.DownloadSize);
    const ids = text
      .split('\r\n')
      .slice(1, -1)
      .map((l) => Number(l.split(',')[0]));
    expect(ids).toHaveLength(12000);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    const beyond = await v1('GET', 'subscribers.export', { ListID: listId, ExportID: submit.body.ExportID, Download: 1, Part: job.Parts + 1 });
    expect([beyond.status, v1Code(beyond)]).toEqual([422, 5]);
  });

  it('an expired file answers 7 (HTTP 410) and its job stays listed', async () => {
    const listId = await u.list();
    await u.subscriber(listId);
    const submit = await v1('POST', 'subscribers.export', {
      ListID: listId,
      RulesJSON: '[]',
      RulesOperator: 'and',
      ExportFormat: 'csv',
      FieldsToExport: 'EmailAddress',
    });
    await finished(listId, submit.body.ExportID);
    await e2eSql(`UPDATE "lists"."subscriber_export" SET "expires_at" = (now() at time zone 'utc') - interval '1 minute' WHERE "id" = $1`, [
      submit.body.ExportID,
    ]);
    const res = await v1('GET', 'subscribers.export', { ListID: listId, ExportID: submit.body.ExportID, Download: 1 });
    expect([res.status, v1Code(res)]).toEqual([410, 7]);
    const job = await v1('GET', 'subscribers.export', { ListID: listId, ExportID: submit.body.ExportID });
    expect(job.body.ExportJob).toMatchObject({ Status: 'Completed', DownloadSize: 0, Parts: 0 });
    expect((await v1('GET', 'subscribers.export', { ListID: listId })).body.ExportJobs).toHaveLength(1);
  });

  describe.each(FORMATS)('%s codes', (format: Format) => {
    const base = (listId: unknown) => ({ ListID: listId, RulesJSON: '[]', RulesOperator: 'and', ExportFormat: 'csv', FieldsToExport: 'EmailAddress' });

    it('post: 1–5 missing, 6–9 invalid, 10 not the caller’s list, 11 bad Target, 12 no such segment', async () => {
      const listId = await u.list();
      const foreignSegment = await (async () => {
        const otherList = await other.list();
        return (
          await other.ok('Segment.Create', { SubscriberListID: otherList, SegmentName: 's', SegmentOperator: 'and', RulesJson: JSON.stringify([rule('x')]) })
        ).SegmentID;
      })();
      const cases: [Record<string, unknown>, number, number][] = [
        [{ ...base(listId), ListID: undefined }, 1, 422],
        [{ ...base(listId), RulesJSON: undefined }, 2, 422],
        [{ ...base(listId), RulesOperator: '' }, 3, 422],
        [{ ...base(listId), ExportFormat: undefined }, 4, 422],
        [{ ...base(listId), FieldsToExport: undefined }, 5, 422],
        [{ ...base(listId), FieldsToExport: 'Nothing,CustomField999999' }, 5, 422],
        [base('abc'), 6, 422],
        [{ ...base(listId), RulesJSON: '[{"type":' }, 7, 422],
        [{ ...base(listId), RulesJSON: '[{"operator":"x"}]' }, 7, 422],
        [{ ...base(listId), RulesOperator: 'xor' }, 8, 422],
        [{ ...base(listId), ExportFormat: 'xlsx' }, 9, 422],
        [base(await other.list()), 10, 404],
        [base(999999999), 10, 404],
        [{ ...base(listId), Target: 'Opted' }, 11, 422],
        [{ ...base(listId), Target: foreignSegment }, 12, 404],
      ];
      for (const [params, code, status] of cases) {
        const res = await v1('POST', 'subscribers.export', params, format);
        expect([params, res.status, v1Code(res)]).toEqual([params, status, code]);
      }
      const legacy = await u.call('subscribers.export.post', { ListID: listId }, format);
      expect(codes(legacy)).toEqual([2]);
    });

    it('get: 1 missing ListID, 2 invalid, 3 invalid ExportID, 4 not the caller’s list, 6 not its export, 8 not completed', async () => {
      const listId = await u.list();
      const otherList = await other.list();
      const theirs = await v1Of(other)('POST', 'subscribers.export', base(otherList));
      const cases: [Record<string, unknown>, number, number][] = [
        [{}, 1, 422],
        [{ ListID: 'x' }, 2, 422],
        [{ ListID: listId, ExportID: '-1' }, 3, 422],
        [{ ListID: otherList }, 4, 404],
        [{ ListID: otherList, ExportID: theirs.body.ExportID }, 4, 404],
        [{ ListID: listId, ExportID: theirs.body.ExportID }, 6, 404],
      ];
      for (const [params, code, status] of cases) {
        const res = await v1('GET', 'subscribers.export', params, format);
        expect([params, res.status, v1Code(res)]).toEqual([params, status, code]);
      }
      // finished first, so the job does not run again over the status set here
      await finished(otherList, theirs.body.ExportID, v1Of(other));
      await e2eSql(`UPDATE "lists"."subscriber_export" SET "status" = 'Processing' WHERE "id" = $1`, [theirs.body.ExportID]);
      const early = await v1Of(other)('GET', 'subscribers.export', { ListID: otherList, ExportID: theirs.body.ExportID, Download: 1 }, format);
      expect([early.status, v1Code(early)]).toEqual([409, 8]);
    });
  });
});
