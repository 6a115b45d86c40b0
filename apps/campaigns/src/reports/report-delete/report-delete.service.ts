import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../campaigns/caller';
import { AutomatedReportRepository } from '../automated-report.repository';
import { reportIdOf } from '../report-params';

/** automated_reports.delete: permanent; a run already enqueued finds no report and sends nothing. */
@Injectable()
export class ReportDeleteService {
  constructor(private readonly reports: AutomatedReportRepository) {}

  async run(req: BusRequest): Promise<object> {
    if (!(await this.reports.delete(callerUserId(req), reportIdOf(req)))) throw new CommandError(2, 'Report not found or access denied');
    return { Message: 'Report deleted successfully' };
  }
}
