import { Injectable } from '@nestjs/common';

import { CommandError, type AutomatedReportToggleReply, type AutomatedReportToggleRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { AutomatedReportRepository } from '../automated-report.repository';
import { reportIdOf } from '../report-params';
import { nextRunAt } from '../report-schedule';

/** automated_reports.toggle: enabled ↔ disabled. Enabling schedules the next regular run; disabling clears it. */
@Injectable()
export class AutomatedReportsToggleService {
  constructor(private readonly reports: AutomatedReportRepository) {}

  async run(input: AutomatedReportToggleRequest, caller: Caller): Promise<AutomatedReportToggleReply> {
    const userId = caller.userId;
    const id = reportIdOf(input.reportid);
    const row = await this.reports.findOwned(userId, id);
    if (!row) throw new CommandError(2, 'Report not found or access denied');
    const status = row.status === 'enabled' ? 'disabled' : 'enabled';
    const next = status === 'enabled' ? nextRunAt(row.frequency, new Date()) : null;
    if (!(await this.reports.setStatus(userId, id, status, next))) throw new CommandError(2, 'Report not found or access denied');
    return { ReportID: id, NewStatus: status, Message: `Report ${status} successfully` };
  }
}
