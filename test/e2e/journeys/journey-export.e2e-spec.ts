/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are untyped */
import { unique } from '@mail/testing';

import { FORMATS, type Format, journeysUser, type JourneysUser, legacyCode, succeeded, v1Code, waitFor } from './journeys-helpers';

describe('journey.export (a CSV of the caller’s journeys written by a job)', () => {
  let u: JourneysUser;
  let other: JourneysUser;
  let enabled: number;
  let disabled: number;
  let sendAction: number;

  beforeAll(async () => {
    [u, other] = await Promise.all([journeysUser(), journeysUser()]);
    const EmailID = await u.email({
      EmailName: 'E',
      Subject: 'S',
      HTMLContent: '<html><body><a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
      PlainContent: 'Unsubscribe: %Link:Unsubscribe%',
    });
    enabled = await u.journey({ Name: unique('=On, "x"') });
    disabled = await u.journey({ Name: unique('Off') });
    await u.actions(enabled, [{ Action: 'SendEmail', ActionParameters: { EmailID } }]);
    await u.v1('GET', 'journey.enable', { JourneyID: enabled });
    sendAction = Number((await u.get(enabled)).body.Actions[0].ActionID);
    await other.journey();
  });

  const completed = (exportId: number) =>
    waitFor(
      () => u.v1('GET', 'journey.export', { ExportID: exportId }),
      (res) => ['Completed', 'Failed'].includes(res.body?.ExportJob?.Status),
      30_000,
    );

  it('submit, poll until Completed, download the CSV: every journey of the caller’s, its actions when asked', async () => {
    const submit = await u.v1('POST', 'journey.export', { IncludeActions: 'yes' });
    expect(submit.status).toBe(200);
    expect(submit.body).toEqual({ Success: true, ExportID: expect.any(Number) });
    const job = (await completed(submit.body.ExportID)).body.ExportJob;
    expect(job).toMatchObject({ ExportID: submit.body.ExportID, Module: 'Journeys', Status: 'Completed' });
    expect(job.ExportOptions).toMatchObject({
      Command: 'journey.export',
      Status: 'all',
      IncludeActions: true,
      StatsEndDate: new Date().toISOString().slice(0, 10),
    });
    expect(job.FinishedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(job.DownloadSize).toBeGreaterThan(0);

    const file = await u.v1('GET', 'journey.export', { ExportID: submit.body.ExportID, download: 1 });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const lines = file.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"RowType","JourneyID","JourneyName","Status","Trigger","ActionID","EmailID","ActiveSubscribers","TotalSubscribers","Sent","Delivered","Opened","Clicked","Bounced","Unsubscribed","Complained"',
    );
    expect(lines).toHaveLength(4);
    expect(lines.filter((l) => l.startsWith('"Journey"')).map((l) => l.split(',')[1])).toEqual([`"${enabled}"`, `"${disabled}"`]);
    // quotes doubled, a formula defused
    expect(lines[1]).toContain(`"'=On, ""x""`);
    expect(lines[2]).toMatch(new RegExp(`^"Action","${enabled}",.*,"${sendAction}",`));
    expect(Buffer.byteLength(file.text)).toBe(job.DownloadSize);
  });

  it('Status filters the journeys; another user cannot read the export', async () => {
    const submit = await u.legacy('journey.export.submit', { Status: 'disabled' });
    expect(succeeded(submit)).toBe(true);
    await completed(submit.body.ExportID);
    const file = await u.legacy('journey.export.get', { ExportID: submit.body.ExportID, download: 'true' });
    const rows = file.text.trim().split('\r\n').slice(1);
    expect(rows.map((l) => l.split(',')[1])).toEqual([`"${disabled}"`]);
    const foreign = await other.v1('GET', 'journey.export', { ExportID: submit.body.ExportID });
    expect([foreign.status, v1Code(foreign)]).toEqual([404, 3]);
  });

  describe.each(FORMATS)('%s errors', (format: Format) => {
    it('submit: 1 bad StatsStartDate, 2 bad StatsEndDate, 3 start after end, 4 bad Status (422)', async () => {
      for (const [params, code] of [
        [{ StatsStartDate: '2024-02-30' }, 1],
        [{ StatsEndDate: '01/01/2024' }, 2],
        [{ StatsStartDate: '2024-02-02', StatsEndDate: '2024-02-01' }, 3],
        [{ Status: 'Paused' }, 4],
      ] as const) {
        const res = await u.v1('POST', 'journey.export', params, format);
        expect([code, res.status, v1Code(res)]).toEqual([code, 422, code]);
      }
    });

    it('get: 1 missing, 2 invalid (422), 3 unknown (404), 5 download before Completed (409)', async () => {
      for (const [params, status, code] of [
        [{}, 422, 1],
        [{ ExportID: 'x' }, 422, 2],
        [{ ExportID: 999999999 }, 404, 3],
      ] as const) {
        const res = await u.v1('GET', 'journey.export', params, format);
        expect([code, res.status, v1Code(res)]).toEqual([code, status, code]);
      }
      expect(legacyCode(await u.legacy('journey.export.get', { ExportID: 999999999 }, format))).toBe(3);
    });
  });
});
