import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { listOf } from '@mail/contracts';
import { JobHandler } from '@mail/jobs';
import { MAILER, type Mailer } from '@mail/mail';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { CampaignStatistics } from '../../statistics/campaign-statistics';
import { AutomatedReportRepository } from '../automated-report.repository';
import { reportEmail } from './report-email';
import { ReportRun, type ReportRunPayload } from './report-run.jobs';

const log = logger('campaigns.reports');

/**
 * Runs one claimed report: the user's campaigns sent in the period (those carrying one of the FilterTags when
 * FilterType is tags), their figures from CampaignStatistics, one message per recipient. A report deleted or
 * disabled since the claim sends nothing. When a send fails the job fails and is retried: every recipient gets
 * the message again, with the same Message-ID, so a duplicate is recognisable (at least once, never lost).
 */
@Injectable()
export class ReportRunner {
  constructor(
    private readonly reports: AutomatedReportRepository,
    private readonly statistics: CampaignStatistics,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
  ) {}

  /** the number of messages sent */
  @JobHandler(ReportRun, { concurrency: 2 })
  async run(payload: ReportRunPayload): Promise<{ sent: number }> {
    const report = await this.reports.find(payload.reportId);
    if (!report || report.status !== 'enabled') return { sent: 0 };
    const [from, to] = [new Date(payload.from), new Date(payload.to)];
    const tagFilter = report.filter_type === 'tags' ? report.filter_tags : null;
    const campaigns = await this.reports.campaignsSent(report.user_id, from, to, tagFilter);
    const totals = await this.statistics.totals(campaigns.map((c) => c.id));
    const content = reportEmail({
      reportName: report.name,
      from,
      to,
      campaigns: campaigns.map((campaign) => ({ campaign, totals: totals.get(campaign.id)! })),
    });
    const sender = this.config.mailFrom;
    const recipients = listOf(report.recipient_emails);
    for (const [i, address] of recipients.entries()) {
      await this.mailer.send({
        from: { name: 'Campaign reports', address: sender },
        to: { address },
        ...content,
        messageId: `<report.${report.id}.${to.getTime()}.${i}@${sender.split('@')[1]}>`,
      });
    }
    log.info({ reportId: report.id, campaigns: campaigns.length, recipients: recipients.length }, 'automated report sent');
    return { sent: recipients.length };
  }
}
