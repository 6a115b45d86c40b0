import { DateTime } from 'luxon';

import { escapeHtml } from '@mail/mail';

import type { CampaignTotals } from '../../statistics/campaign-statistics.shape';
import type { ReportCampaign } from '../automated-report.row';

export interface ReportContent {
  reportName: string;
  from: Date;
  to: Date;
  campaigns: { campaign: ReportCampaign; totals: CampaignTotals }[];
}

interface Line {
  name: string;
  sentOn: string;
  figures: number[];
}

const HEADINGS = ['Campaign', 'Sent on (UTC)', 'Sent', 'Unique opens', 'Opens', 'Unique clicks', 'Clicks', 'Unsubscriptions', 'Bounces'];

const day = (date: Date) => DateTime.fromJSDate(date, { zone: 'utc' }).toFormat('LLL d, yyyy HH:mm', { locale: 'en-US' });

function lines(content: ReportContent): Line[] {
  const rows = content.campaigns.map(({ campaign, totals: t }) => ({
    name: campaign.name,
    sentOn: campaign.send_started_at,
    figures: [t.TotalSent, t.UniqueOpens, t.TotalOpens, t.UniqueClicks, t.TotalClicks, t.TotalUnsubscriptions, t.TotalHardBounces + t.TotalSoftBounces],
  }));
  const sum = HEADINGS.slice(2).map((_, i) => rows.reduce((acc, r) => acc + r.figures[i], 0));
  return rows.length ? [...rows, { name: 'Total', sentOn: '', figures: sum }] : [];
}

/**
 * The report message: an HTML table (inline styles only: mail clients drop style sheets) and the same figures
 * as plain text. Figures are each campaign's to date (CampaignStatistics.totals), for the campaigns whose send
 * started within the period.
 */
export function reportEmail(content: ReportContent): { subject: string; html: string; text: string } {
  const period = `${day(content.from)} – ${day(content.to)} UTC`;
  const subject = `${content.reportName}: campaign report, ${period}`;
  const rows = lines(content);
  const intro = rows.length ? `Campaigns sent between ${period}, with their figures to date.` : `No campaign was sent between ${period}.`;
  const cell = (value: string | number, tag = 'td') =>
    `<${tag} style="border:1px solid #ccc;padding:4px 8px;text-align:left">${escapeHtml(String(value))}</${tag}>`;
  const table = rows.length
    ? `<table style="border-collapse:collapse;font-family:sans-serif;font-size:14px"><tr>${HEADINGS.map((h) => cell(h, 'th')).join('')}</tr>` +
      rows.map((r) => `<tr>${[r.name, r.sentOn, ...r.figures].map((v) => cell(v)).join('')}</tr>`).join('') +
      '</table>'
    : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(content.reportName)}</h1><p>${escapeHtml(intro)}</p>${table}</body></html>`;
  const text = [
    content.reportName,
    '',
    intro,
    '',
    ...rows.map((r) => [r.name, r.sentOn, ...r.figures.map((f, i) => `${HEADINGS[i + 2]}: ${f}`)].filter(Boolean).join(' | ')),
  ].join('\n');
  return { subject, html, text };
}
