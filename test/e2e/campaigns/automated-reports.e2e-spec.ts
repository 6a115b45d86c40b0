/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { campaignsUser, type CampaignsUser, codes, FORMATS, keyed, sql, succeeded } from './campaigns-helpers';

const SQL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const FORMATTED = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} UTC$/;

/** the id of the user's campaign tag `name`, made by tagging a campaign (Campaign.Create's Tags) */
async function tagId(u: CampaignsUser, name: string): Promise<number> {
  await u.campaign(undefined, { Tags: name });
  const [row] = await sql<{ id: string }>(`SELECT "id" FROM "campaigns"."campaign_tag" WHERE "user_id" = $1 AND "name" = $2`, [u.user.userId, name]);
  return Number(row.id);
}

const tomorrowAt8 = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, 8)).toISOString().replace('T', ' ').slice(0, 19);
};

describe('automated_reports.*', () => {
  let u: CampaignsUser;
  let other: CampaignsUser;
  let news: number;
  let promo: number;
  let theirTag: number;
  const base = { ReportName: 'Daily figures', Frequency: 'daily', FilterType: 'all', RecipientEmails: 'boss@example.com' };
  const create = async (who: CampaignsUser, params: Record<string, unknown> = {}) =>
    Number((await who.ok('automated_reports.create', { ...base, ...params })).ReportID);
  const report = async (id: number) => (await u.ok('automated_reports.get', { ReportID: id })).Report;

  beforeAll(async () => {
    [u, other] = await Promise.all([campaignsUser(), campaignsUser()]);
    [news, promo, theirTag] = [await tagId(u, 'News'), await tagId(u, 'Promo'), await tagId(other, 'Theirs')];
  });

  describe('automated_reports.create', () => {
    it.each(FORMATS)('answers ReportID; the report is enabled, runs tomorrow 08:00 UTC, and reads back whole (%s)', async (format) => {
      const res = await u.call(
        'automated_reports.create',
        {
          ReportName: ' Tagged ',
          Frequency: 'Daily',
          FilterType: 'tags',
          FilterTags: `${news}, ${promo},${news}`,
          RecipientEmails: 'a@example.com, b@example.com',
        },
        format,
      );
      expect(succeeded(res)).toBe(true);
      const id = Number(res.body.ReportID);
      expect(id).toBeGreaterThan(0);
      const r = await report(id);
      expect(r).toMatchObject({
        ReportID: id,
        ReportName: 'Tagged',
        FilterType: 'tags',
        FilterTags: `${news},${promo}`,
        FilterTagNames: ['News', 'Promo'],
        Frequency: 'daily',
        RecipientEmails: 'a@example.com,b@example.com',
        Status: 'enabled',
        LastRunDate: null,
        LastRunDateFormatted: null,
        NextRunDate: tomorrowAt8(),
      });
      expect(r.NextRunDateFormatted).toMatch(FORMATTED);
      expect(r.CreatedDate).toMatch(SQL_DATE);
      expect(r.CreatedDateFormatted).toMatch(FORMATTED);
    });

    it('reads lower-case keys, JSON bodies and Status disabled (no next run); FilterTags are ignored with FilterType all', async () => {
      const lower = await u.ok('automated_reports.create', {
        reportname: 'lower',
        frequency: 'weekly',
        filtertype: 'all',
        filtertags: 'junk',
        recipientemails: 'x@example.com',
        status: 'Disabled',
      });
      const r = await report(Number(lower.ReportID));
      expect(r).toMatchObject({
        ReportName: 'lower',
        Frequency: 'weekly',
        FilterType: 'all',
        FilterTags: null,
        FilterTagNames: [],
        Status: 'disabled',
        NextRunDate: null,
      });
      const json = await u.call('automated_reports.create', { ...base, ReportName: 'json' }, undefined, { encoding: 'json' });
      expect(succeeded(json)).toBe(true);
    });

    it.each(FORMATS)(
      'a missing parameter is keyed by its lower-cased name, in the order reportname, frequency, filtertype, recipientemails (%s)',
      async (format) => {
        const missing = async (params: Record<string, unknown>) => {
          const res = await u.call('automated_reports.create', params, format);
          expect(succeeded(res)).toBe(false);
          return keyed(res);
        };
        expect(await missing({})).toEqual({ reportname: 1 });
        expect(await missing({ ReportName: 'x' })).toEqual({ frequency: 1 });
        expect(await missing({ ReportName: 'x', Frequency: 'yearly' })).toEqual({ filtertype: 1 });
        expect(await missing({ ReportName: 'x', Frequency: 'yearly', FilterType: 'all', RecipientEmails: '  ' })).toEqual({ recipientemails: 1 });
      },
    );

    it.each(FORMATS)('codes 2 frequency, 3 filter type, 4 address, 5 no tags, 6 foreign or unknown tag, 7 status (%s)', async (format) => {
      const code = async (params: Record<string, unknown>) => codes(await u.call('automated_reports.create', { ...base, ...params }, format));
      expect(await code({ Frequency: 'hourly' })).toEqual([2]);
      expect(await code({ FilterType: 'some' })).toEqual([3]);
      expect(await code({ RecipientEmails: 'boss@example.com, not-an-address' })).toEqual([4]);
      expect(await code({ RecipientEmails: ',' })).toEqual([4]);
      expect(await code({ FilterType: 'tags' })).toEqual([5]);
      expect(await code({ FilterType: 'tags', FilterTags: ' ' })).toEqual([5]);
      expect(await code({ FilterType: 'tags', FilterTags: `${news},${theirTag}` })).toEqual([6]);
      expect(await code({ FilterType: 'tags', FilterTags: '99999999' })).toEqual([6]);
      expect(await code({ FilterType: 'tags', FilterTags: 'abc' })).toEqual([6]);
      expect(await code({ Status: 'paused' })).toEqual([7]);
      const failed = await u.call('automated_reports.create', { ...base, Frequency: 'hourly' }, format);
      expect(String(failed.body.ErrorText)).toMatch(/frequency/i);
    });
  });

  describe('automated_reports.update', () => {
    it.each(FORMATS)('changes only the given fields; answers ReportID (%s)', async (format) => {
      const id = await create(u);
      const before = await report(id);
      const res = await u.call('automated_reports.update', { ReportID: id, ReportName: 'Renamed', FilterType: 'tags', FilterTags: String(promo) }, format);
      expect(succeeded(res)).toBe(true);
      expect(String(res.body.ReportID)).toBe(String(id));
      expect(await report(id)).toMatchObject({
        ReportName: 'Renamed',
        FilterType: 'tags',
        FilterTags: String(promo),
        FilterTagNames: ['Promo'],
        Frequency: 'daily',
        RecipientEmails: 'boss@example.com',
        Status: 'enabled',
        NextRunDate: before.NextRunDate,
        CreatedDate: before.CreatedDate,
      });
      await u.ok('automated_reports.update', { reportid: id, recipientemails: 'c@example.com,d@example.com', filtertype: 'all' });
      expect(await report(id)).toMatchObject({ ReportName: 'Renamed', FilterType: 'all', FilterTags: null, RecipientEmails: 'c@example.com,d@example.com' });
    });

    it('reschedules on a new frequency; Status disabled clears the next run, enabled sets it again', async () => {
      const id = await create(u);
      await u.ok('automated_reports.update', { ReportID: id, Frequency: 'monthly' });
      const d = new Date();
      const firstOfNextMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, 8)).toISOString().replace('T', ' ').slice(0, 19);
      expect((await report(id)).NextRunDate).toBe(firstOfNextMonth);
      await u.ok('automated_reports.update', { ReportID: id, Status: 'disabled' });
      expect(await report(id)).toMatchObject({ Status: 'disabled', NextRunDate: null, NextRunDateFormatted: null });
      await u.ok('automated_reports.update', { ReportID: id, Status: 'enabled' });
      expect(await report(id)).toMatchObject({ Status: 'enabled', NextRunDate: firstOfNextMonth });
    });

    it.each(FORMATS)('codes: reportid missing (keyed), 2 unknown or another user’s, 3, 4, 5, 6, 7, 8 (%s)', async (format) => {
      const id = await create(u);
      const theirs = await create(other);
      const call = (params: Record<string, unknown>) => u.call('automated_reports.update', params, format);
      expect(keyed(await call({ ReportName: 'x' }))).toEqual({ reportid: 1 });
      expect(codes(await call({ ReportID: 'abc', ReportName: 'x' }))).toEqual([2]);
      expect(codes(await call({ ReportID: theirs, ReportName: 'stolen' }))).toEqual([2]);
      expect(codes(await call({ ReportID: 99999999, ReportName: 'x' }))).toEqual([2]);
      expect(codes(await call({ ReportID: id, Frequency: 'hourly' }))).toEqual([3]);
      expect(codes(await call({ ReportID: id, FilterType: 'some' }))).toEqual([4]);
      expect(codes(await call({ ReportID: id, FilterType: 'tags' }))).toEqual([5]);
      expect(codes(await call({ ReportID: id, FilterType: 'tags', FilterTags: String(theirTag) }))).toEqual([5]);
      expect(codes(await call({ ReportID: id, RecipientEmails: 'nope' }))).toEqual([6]);
      expect(codes(await call({ ReportID: id, Status: 'paused' }))).toEqual([7]);
      expect(codes(await call({ ReportID: id }))).toEqual([8]);
      expect((await other.ok('automated_reports.get', { ReportID: theirs })).Report.ReportName).toBe(base.ReportName);
      expect(await report(id)).toMatchObject({ FilterType: 'all', Frequency: 'daily', RecipientEmails: 'boss@example.com', Status: 'enabled' });
    });
  });

  describe('automated_reports.delete', () => {
    it.each(FORMATS)('deletes the caller’s report for good and answers Message; reportid keyed, 2 (%s)', async (format) => {
      const id = await create(u);
      const theirs = await create(other);
      expect(keyed(await u.call('automated_reports.delete', {}, format))).toEqual({ reportid: 1 });
      expect(codes(await u.call('automated_reports.delete', { ReportID: theirs }, format))).toEqual([2]);
      const res = await u.call('automated_reports.delete', { ReportID: id }, format);
      expect(succeeded(res)).toBe(true);
      expect(res.body.Message).toBe('Report deleted successfully');
      expect(codes(await u.call('automated_reports.get', { ReportID: id }, format))).toEqual([2]);
      expect(codes(await u.call('automated_reports.delete', { ReportID: id }, format))).toEqual([2]);
      expect(succeeded(await other.call('automated_reports.get', { ReportID: theirs }))).toBe(true);
    });
  });

  describe('automated_reports.get', () => {
    it.each(FORMATS)('answers Report; reportid keyed, 2 for another user’s or a malformed id (%s)', async (format) => {
      const id = await create(u, { ReportName: 'Readable' });
      const res = await u.call('automated_reports.get', { ReportID: id }, format);
      expect(succeeded(res)).toBe(true);
      expect(res.body.Report.ReportName).toBe('Readable');
      expect(res.body.Report.Frequency).toBe('daily');
      expect(keyed(await u.call('automated_reports.get', {}, format))).toEqual({ reportid: 1 });
      expect(codes(await u.call('automated_reports.get', { ReportID: 'x' }, format))).toEqual([2]);
      expect(codes(await other.call('automated_reports.get', { ReportID: id }, format))).toEqual([2]);
    });
  });

  describe('automated_reports.list', () => {
    it.each(FORMATS)('answers the caller’s Reports and TotalReports, filtered by Status and Frequency; codes 1 and 2 (%s)', async (format) => {
      const v = await campaignsUser();
      const daily = await create(v);
      const weekly = await create(v, { Frequency: 'weekly', Status: 'disabled' });
      await create(other);
      const all = await v.call('automated_reports.list', {}, format);
      expect(succeeded(all)).toBe(true);
      expect(Number(all.body.TotalReports)).toBe(2);
      if (format === 'JSON') {
        expect(all.body.Reports.map((r: { ReportID: number }) => r.ReportID)).toEqual([daily, weekly]);
        expect(all.body.Reports[0]).toMatchObject({ ReportName: base.ReportName, FilterTagNames: [], Status: 'enabled' });
        expect(all.body.Reports[0].CreatedDateFormatted).toMatch(FORMATTED);
        const disabled = await v.ok('automated_reports.list', { Status: 'disabled' });
        expect(disabled.Reports.map((r: { ReportID: number }) => r.ReportID)).toEqual([weekly]);
        const byFrequency = await v.ok('automated_reports.list', { frequency: 'Daily' });
        expect(byFrequency.Reports.map((r: { ReportID: number }) => r.ReportID)).toEqual([daily]);
        expect((await v.ok('automated_reports.list', { Status: 'enabled', Frequency: 'weekly' })).TotalReports).toBe(0);
      }
      expect(codes(await v.call('automated_reports.list', { Status: 'paused' }, format))).toEqual([1]);
      expect(codes(await v.call('automated_reports.list', { Frequency: 'hourly' }, format))).toEqual([2]);
    });
  });

  describe('automated_reports.toggle', () => {
    it.each(FORMATS)('flips enabled ↔ disabled and answers ReportID, NewStatus, Message; reportid keyed, 2 (%s)', async (format) => {
      const id = await create(u);
      const theirs = await create(other);
      const off = await u.call('automated_reports.toggle', { ReportID: id }, format);
      expect(succeeded(off)).toBe(true);
      expect(String(off.body.ReportID)).toBe(String(id));
      expect(off.body.NewStatus).toBe('disabled');
      expect(off.body.Message).toBe('Report disabled successfully');
      expect(await report(id)).toMatchObject({ Status: 'disabled', NextRunDate: null });
      const on = await u.call('automated_reports.toggle', { reportid: id }, format);
      expect(on.body.NewStatus).toBe('enabled');
      expect(await report(id)).toMatchObject({ Status: 'enabled', NextRunDate: tomorrowAt8() });
      expect(keyed(await u.call('automated_reports.toggle', {}, format))).toEqual({ reportid: 1 });
      expect(codes(await u.call('automated_reports.toggle', { ReportID: theirs }, format))).toEqual([2]);
      expect((await other.ok('automated_reports.get', { ReportID: theirs })).Report.Status).toBe('enabled');
    });
  });
});
