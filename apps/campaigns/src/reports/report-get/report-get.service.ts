import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../campaigns/caller';
import { AutomatedReportRepository } from '../automated-report.repository';
import { presentReport } from '../automated-report.presenter';
import { reportIdOf } from '../report-params';
import { ReportTags } from '../report-tags';

/** automated_reports.get: the report with its tag names and formatted dates. */
@Injectable()
export class ReportGetService {
  constructor(
    private readonly reports: AutomatedReportRepository,
    private readonly tags: ReportTags,
  ) {}

  async run(req: BusRequest): Promise<object> {
    const row = await this.reports.findOwned(callerUserId(req), reportIdOf(req));
    if (!row) throw new CommandError(2, 'Report not found or access denied');
    return { Report: presentReport(row, await this.tags.names([row.filter_tags])) };
  }
}
