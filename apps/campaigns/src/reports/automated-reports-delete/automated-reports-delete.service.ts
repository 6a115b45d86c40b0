import { Injectable } from '@nestjs/common';

import { CommandError, type AutomatedReportDeleteReply, type AutomatedReportDeleteRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { AutomatedReportRepository } from '../automated-report.repository';
import { reportIdOf } from '../report-params';

/** automated_reports.delete: permanent; a run already enqueued finds no report and sends nothing. */
@Injectable()
export class AutomatedReportsDeleteService {
  constructor(private readonly reports: AutomatedReportRepository) {}

  async run(input: AutomatedReportDeleteRequest, caller: Caller): Promise<AutomatedReportDeleteReply> {
    if (!(await this.reports.delete(caller.userId, reportIdOf(input.reportid)))) throw new CommandError(2, 'Report not found or access denied');
    return { Message: 'Report deleted successfully' };
  }
}
