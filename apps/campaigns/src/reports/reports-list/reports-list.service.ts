import { Injectable } from '@nestjs/common';

import { type BusRequest, canonicalOf, ReportFrequencies, ReportStatuses } from '@mail/contracts';

import { callerUserId } from '../../campaigns/caller';
import { AutomatedReportRepository } from '../automated-report.repository';
import { presentReport } from '../automated-report.presenter';
import { ReportTags } from '../report-tags';

/** automated_reports.list: the caller's reports, oldest first, filtered by Status and Frequency (the DTO answers 1/2). */
@Injectable()
export class ReportsListService {
  constructor(
    private readonly reports: AutomatedReportRepository,
    private readonly tags: ReportTags,
  ) {}

  async run(req: BusRequest): Promise<object> {
    const rows = await this.reports.list(callerUserId(req), {
      status: canonicalOf(ReportStatuses, req.params.status),
      frequency: canonicalOf(ReportFrequencies, req.params.frequency),
    });
    const names = await this.tags.names(rows.map((r) => r.filter_tags));
    return { Reports: rows.map((row) => presentReport(row, names)), TotalReports: rows.length };
  }
}
