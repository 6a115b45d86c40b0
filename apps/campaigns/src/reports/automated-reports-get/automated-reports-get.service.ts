import { Injectable } from '@nestjs/common';

import { CommandError, type AutomatedReportGetReply, type AutomatedReportGetRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { AutomatedReportRepository } from '../automated-report.repository';
import { presentReport } from '../automated-report.presenter';
import { reportIdOf } from '../report-params';
import { ReportTags } from '../report-tags';

/** automated_reports.get: the report with its tag names and formatted dates. */
@Injectable()
export class AutomatedReportsGetService {
  constructor(
    private readonly reports: AutomatedReportRepository,
    private readonly tags: ReportTags,
  ) {}

  async run(input: AutomatedReportGetRequest, caller: Caller): Promise<AutomatedReportGetReply> {
    const row = await this.reports.findOwned(caller.userId, reportIdOf(input.reportid));
    if (!row) throw new CommandError(2, 'Report not found or access denied');
    return { Report: presentReport(row, await this.tags.names([row.filter_tags])) };
  }
}
