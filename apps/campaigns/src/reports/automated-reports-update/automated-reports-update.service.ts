import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import {
  canonicalOf,
  CommandError,
  isPresent,
  ReportFilterTypes,
  ReportFrequencies,
  ReportStatuses,
  type AutomatedReportUpdateReply,
  type AutomatedReportUpdateRequest,
} from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { AutomatedReportRepository } from '../automated-report.repository';
import type { AutomatedReportFields, AutomatedReportRow } from '../automated-report.row';
import { recipientEmails, reportIdOf } from '../report-params';
import { nextRunAt } from '../report-schedule';
import { ReportTags } from '../report-tags';

/**
 * automated_reports.update: only the given fields change. The DTO answers reportid, 3, 4, 7 and 8; here 2 (not
 * the caller's), 5 (FilterTags: an id not the caller's tag, or none left while the filter type is tags), 6 (an
 * address) and 9. With FilterType 'all' the tags are cleared. The next run is recomputed when the report is
 * enabled again or its frequency changes; a disabled report has none.
 */
@Injectable()
export class AutomatedReportsUpdateService {
  constructor(
    private readonly reports: AutomatedReportRepository,
    private readonly tags: ReportTags,
  ) {}

  async run(input: AutomatedReportUpdateRequest, caller: Caller): Promise<AutomatedReportUpdateReply> {
    const userId = caller.userId;
    const id = reportIdOf(input.reportid);
    const row = await this.reports.findOwned(userId, id);
    if (!row) throw new CommandError(2, 'Report not found or access denied');
    const fields = await this.merged(userId, row, input);
    const updated = await this.reports.update(userId, id, fields).catch((error: unknown) => {
      logger('campaigns').error({ err: error, userId, reportId: id }, 'automated report update failed');
      throw new CommandError(9, 'Failed to update report');
    });
    if (!updated) throw new CommandError(2, 'Report not found or access denied');
    return { ReportID: id };
  }

  private async merged(userId: number, row: AutomatedReportRow, p: AutomatedReportUpdateRequest): Promise<AutomatedReportFields> {
    const frequency = canonicalOf(ReportFrequencies, p.frequency) ?? row.frequency;
    const filterType = canonicalOf(ReportFilterTypes, p.filtertype) ?? row.filter_type;
    const status = canonicalOf(ReportStatuses, p.status) ?? row.status;
    let filterTags: number[] = [];
    if (filterType === 'tags') {
      const given = p.filtertags !== undefined ? p.filtertags : row.filter_tags.join(',');
      filterTags = await this.tags.owned(userId, given, { required: 5, invalid: 5 });
    }
    const kept = row.status === 'enabled' && frequency === row.frequency && row.next_run_at ? new Date(`${row.next_run_at.replace(' ', 'T')}Z`) : undefined;
    return {
      name: isPresent(p.reportname) ? String(p.reportname).trim() : row.name,
      frequency,
      filter_type: filterType,
      filter_tags: filterTags,
      recipient_emails: p.recipientemails !== undefined ? recipientEmails(p.recipientemails, 6) : row.recipient_emails,
      status,
      next_run_at: status === 'disabled' ? null : (kept ?? nextRunAt(frequency, new Date())),
    };
  }
}
