import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import {
  canonicalOf,
  CommandError,
  isPresent,
  ReportFilterTypes,
  ReportFrequencies,
  ReportStatuses,
  type AutomatedReportCreateReply,
  type AutomatedReportCreateRequest,
} from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { AutomatedReportRepository } from '../automated-report.repository';
import { recipientEmails } from '../report-params';
import { nextRunAt } from '../report-schedule';
import { ReportTags } from '../report-tags';

/**
 * automated_reports.create. The DTO answers the missing parameters and codes 2/3; here: 4 (an address),
 * 5/6 (FilterTags, only with FilterType tags: with 'all' they are ignored), 7 (an unknown Status, or the insert).
 */
@Injectable()
export class AutomatedReportsCreateService {
  constructor(
    private readonly reports: AutomatedReportRepository,
    private readonly tags: ReportTags,
  ) {}

  async run(input: AutomatedReportCreateRequest, caller: Caller): Promise<AutomatedReportCreateReply> {
    const userId = caller.userId;
    const p = input;
    const frequency = canonicalOf(ReportFrequencies, p.frequency)!;
    const filterType = canonicalOf(ReportFilterTypes, p.filtertype)!;
    const emails = recipientEmails(p.recipientemails, 4);
    const filterTags = filterType === 'tags' ? await this.tags.owned(userId, p.filtertags, { required: 5, invalid: 6 }) : [];
    const status = isPresent(p.status) ? canonicalOf(ReportStatuses, p.status) : 'enabled';
    if (!status) throw new CommandError(7, 'Report could not be created: Status must be enabled or disabled');
    try {
      const id = await this.reports.insert(userId, {
        name: String(p.reportname).trim(),
        frequency,
        filter_type: filterType,
        filter_tags: filterTags,
        recipient_emails: emails,
        status,
        next_run_at: status === 'enabled' ? nextRunAt(frequency, new Date()) : null,
      });
      return { ReportID: id };
    } catch (error) {
      logger('campaigns').error({ err: error, userId }, 'automated report insert failed');
      throw new CommandError(7, 'Failed to create report');
    }
  }
}
