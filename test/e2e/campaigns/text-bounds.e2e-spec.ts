import { TAG_NAME_MAX, TextBounds } from '@mail/contracts';
import { busCarries, unique } from '@mail/testing';

import { campaignsUser, type CampaignsUser, codes, FORMATS, sql, succeeded } from './campaigns-helpers';
import { emailOf, validEmail } from './emails-helpers';

const text = (length: number, fill = 'n') => fill.repeat(length);

// Every stored text has a bound (docs/decisions.md, "Stored text bounds"): one character over answers the command's
// code inside the envelope and changes nothing; the bound itself is accepted.
describe('stored text bounds of campaigns, emails and reports', () => {
  let u: CampaignsUser;
  beforeAll(async () => {
    u = await campaignsUser();
  });
  const campaignCount = async () =>
    Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM "campaigns"."campaign" WHERE "user_id" = $1`, [u.user.userId]))[0].n);

  it.each(FORMATS)('Campaign.Create: an over-long CampaignName or tag name answers 2 and creates nothing (%s)', async (format) => {
    const before = await campaignCount();
    const long = await u.call('Campaign.Create', { CampaignName: text(TextBounds.name + 1) }, format);
    expect([long.status, codes(long)]).toEqual([200, [2]]);
    expect(long.text).toContain(`CampaignName must be at most ${TextBounds.name} characters`);
    expect(codes(await u.call('Campaign.Create', { CampaignName: 'ok', Tags: `fine,${text(TAG_NAME_MAX + 1)}` }, format))).toEqual([2]);
    expect(await campaignCount()).toBe(before);
    const name = text(TextBounds.name, 'a');
    const tag = text(TAG_NAME_MAX, 't');
    const id = await u.campaign(name, { Tags: tag });
    expect((await u.get(id)).Name).toBe(name);
    expect((await sql<{ name: string }>(`SELECT "name" FROM "campaigns"."campaign_tag" WHERE "user_id" = $1`, [u.user.userId])).map((r) => r.name)).toContain(
      tag,
    );
  });

  it.each(FORMATS)('Campaign.Update: an over-long text answers 30 and nothing of the request is written (%s)', async (format) => {
    const id = await u.campaign('kept');
    const refused = [
      { CampaignName: text(TextBounds.name + 1) },
      { Tags: text(TAG_NAME_MAX + 1) },
      { AutoResendSubject: text(TextBounds.line + 1) },
      { ApprovalUserExplanation: text(TextBounds.text + 1) },
    ];
    for (const params of refused) {
      const res = await u.call('Campaign.Update', { CampaignID: id, CampaignStatus: 'Ready', ScheduleType: 'Immediate', ...params }, format);
      expect([Object.keys(params)[0], codes(res)]).toEqual([Object.keys(params)[0], [30]]);
    }
    expect(await u.get(id)).toMatchObject({ Name: 'kept', Status: 'Draft', ScheduleType: 'Not Scheduled' });
    const name = text(TextBounds.name, 'b');
    expect(succeeded(await u.call('Campaign.Update', { CampaignID: id, CampaignName: name }, format))).toBe(true);
    expect((await u.get(id)).Name).toBe(name);
  });

  it.each(FORMATS)('Email.Update: over-long names, subject or content answer 22 and leave the email as it was (%s)', async (format) => {
    const emailId = await u.email();
    expect(succeeded(await u.call('Email.Update', { EmailID: emailId, ...validEmail({ EmailName: 'kept' }) }, format))).toBe(true);
    const refused = [
      { EmailName: text(TextBounds.name + 1) },
      { FromName: text(TextBounds.name + 1) },
      { Subject: text(TextBounds.line + 1) },
      { PlainContent: `%Link:Unsubscribe% ${text(TextBounds.body)}` },
    ];
    for (const params of refused) {
      const request = { EmailID: emailId, ...validEmail(params) };
      const res = await u.call('Email.Update', request, format, { encoding: 'json' });
      // over NATS, a request larger than the bus carries is refused before the service sees it (100001)
      expect([Object.keys(params)[0], res.status, codes(res)]).toEqual([Object.keys(params)[0], ...(busCarries(request) ? [200, [22]] : [400, [100001]])]);
    }
    const kept = emailOf(await u.ok('Email.Get', { EmailID: emailId }));
    expect(kept).toMatchObject({ EmailName: 'kept', FromName: 'News', Subject: 'Hello %Subscriber:EmailAddress%' });
    const name = text(TextBounds.name, 'e');
    expect(succeeded(await u.call('Email.Update', { EmailID: emailId, ...validEmail({ EmailName: name }) }, format))).toBe(true);
    expect(emailOf(await u.ok('Email.Get', { EmailID: emailId })).EmailName).toBe(name);
  });

  it('Email.Duplicate keeps the copy of a name at the bound within the bound', async () => {
    const emailId = await u.email();
    await u.ok('Email.Update', { EmailID: emailId, ...validEmail({ EmailName: text(TextBounds.name, 'd') }) });
    const { EmailName } = await u.ok('Email.Duplicate', { EmailID: emailId });
    expect([String(EmailName).length, String(EmailName).endsWith(' (Copy)')]).toEqual([TextBounds.name, true]);
  });

  it.each(FORMATS)('automated_reports: an over-long ReportName answers 8 on create and 10 on update, nothing stored (%s)', async (format) => {
    const base = { Frequency: 'daily', FilterType: 'all', RecipientEmails: 'boss@example.com' };
    const name = unique('report');
    const reports = async () => (await sql(`SELECT 1 FROM "campaigns"."automated_report" WHERE "user_id" = $1`, [u.user.userId])).length;
    const before = await reports();
    expect(codes(await u.call('automated_reports.create', { ...base, ReportName: text(TextBounds.name + 1) }, format))).toEqual([8]);
    expect(await reports()).toBe(before);
    const id = Number((await u.ok('automated_reports.create', { ...base, ReportName: name })).ReportID);
    expect(codes(await u.call('automated_reports.update', { ReportID: id, ReportName: text(TextBounds.name + 1) }, format))).toEqual([10]);
    expect((await u.ok('automated_reports.get', { ReportID: id })).Report.ReportName).toBe(name);
    const atBound = text(TextBounds.name, 'r');
    expect(succeeded(await u.call('automated_reports.update', { ReportID: id, ReportName: atBound }, format))).toBe(true);
    expect((await u.ok('automated_reports.get', { ReportID: id })).Report.ReportName).toBe(atBound);
  });
});
