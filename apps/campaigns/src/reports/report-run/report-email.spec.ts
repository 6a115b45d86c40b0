import type { CampaignTotals } from '../../statistics/campaign-statistics.shape';
import { reportEmail } from './report-email';

const totals = (sent: number, opens: number): CampaignTotals => ({
  TotalSent: sent,
  UniqueOpens: opens,
  TotalOpens: opens * 2,
  UniqueClicks: 1,
  TotalClicks: 2,
  UniqueConversions: 0,
  TotalConversions: 0,
  TotalRevenue: 0,
  TotalUnsubscriptions: 1,
  UniqueViewsOnBrowser: 0,
  TotalViewsOnBrowser: 0,
  TotalHardBounces: 1,
  TotalSoftBounces: 2,
  HardBounceRatio: '0.00',
  SoftBounceRatio: '0.00',
});

const period = { from: new Date('2026-11-16T08:00:00Z'), to: new Date('2026-11-23T08:00:00Z') };

describe(reportEmail.name, () => {
  it('lists each campaign with its figures and a total, in HTML (escaped) and plain text', () => {
    const mail = reportEmail({
      reportName: 'Weekly <b>',
      ...period,
      campaigns: [
        { campaign: { id: 1, name: 'Sale & <more>', send_started_at: '2026-11-17 10:00:00' }, totals: totals(10, 4) },
        { campaign: { id: 2, name: 'News', send_started_at: '2026-11-18 10:00:00' }, totals: totals(5, 1) },
      ],
    });
    expect(mail.subject).toBe('Weekly <b>: campaign report, Nov 16, 2026 08:00 – Nov 23, 2026 08:00 UTC');
    expect(mail.html).toContain('Weekly &#60;b&#62;');
    expect(mail.html).toContain('Sale &#38; &#60;more&#62;');
    expect(mail.html).not.toContain('<more>');
    expect(mail.text).toContain(
      'Sale & <more> | 2026-11-17 10:00:00 | Sent: 10 | Unique opens: 4 | Opens: 8 | Unique clicks: 1 | Clicks: 2 | Unsubscriptions: 1 | Bounces: 3',
    );
    expect(mail.text).toContain('Total | Sent: 15 | Unique opens: 5 | Opens: 10 | Unique clicks: 2 | Clicks: 4 | Unsubscriptions: 2 | Bounces: 6');
  });

  it('says so when no campaign was sent in the period', () => {
    const mail = reportEmail({ reportName: 'Daily', ...period, campaigns: [] });
    expect(mail.text).toContain('No campaign was sent between Nov 16, 2026 08:00 – Nov 23, 2026 08:00 UTC.');
    expect(mail.html).not.toContain('<table');
  });
});
