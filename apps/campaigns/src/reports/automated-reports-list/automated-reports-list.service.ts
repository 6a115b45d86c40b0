import { Injectable } from '@nestjs/common';

import { canonicalOf, ReportFrequencies, ReportStatuses, type AutomatedReportsListReply, type AutomatedReportsListRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { AutomatedReportRepository } from '../automated-report.repository';
import { presentReport } from '../automated-report.presenter';
import { ReportTags } from '../report-tags';

/** automated_reports.list: the caller's reports, oldest first, filtered by Status and Frequency (the DTO answers 1/2). */
@Injectable()
export class AutomatedReportsListService {
  constructor(
    private readonly reports: AutomatedReportRepository,
    private readonly tags: ReportTags,
  ) {}

  async run(input: AutomatedReportsListRequest, caller: Caller): Promise<AutomatedReportsListReply> {
    const rows = await this.reports.list(caller.userId, {
      status: canonicalOf(ReportStatuses, input.status),
      frequency: canonicalOf(ReportFrequencies, input.frequency),
    });
    const names = await this.tags.names(rows.map((r) => r.filter_tags));
    return { Reports: rows.map((row) => presentReport(row, names)), TotalReports: rows.length };
  }
}
