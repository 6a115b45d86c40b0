import { Injectable } from '@nestjs/common';

import type { JourneyExportSubmitReply, JourneyExportSubmitRequest } from '@mail/contracts';
import { JobQueue } from '@mail/jobs';
import { paramText, toBool } from '@mail/values';

import { fail } from '../../common/errors';
import { statsWindow } from '../../stats/stats-window';
import { ExportJourneysJob } from '../export-journeys.job';
import { type ExportOptions, ExportsRepository } from '../exports.repository';

const STATUSES: Record<string, ExportOptions['Status']> = { enabled: 'Enabled', disabled: 'Disabled', all: 'all' };

/** journey.export.submit: records the export's options and starts its job (Pending until the job takes it). */
@Injectable()
export class JourneyExportSubmitService {
  constructor(
    private readonly exports: ExportsRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run(userId: number, input: JourneyExportSubmitRequest): Promise<JourneyExportSubmitReply> {
    const window = statsWindow({ startdate: input.statsstartdate, enddate: input.statsenddate }, [1, 2, 3]);
    const status = STATUSES[paramText(input.status).toLowerCase() || 'all'];
    if (!status) throw fail(4, 'Status must be Enabled, Disabled or all');
    const id = await this.exports.insert(userId, {
      StatsStartDate: window.from,
      StatsEndDate: window.to,
      Status: status,
      IncludeActions: toBool(input.includeactions),
    });
    await this.jobs.send(ExportJourneysJob, { exportId: id });
    return { Success: true, ExportID: id };
  }
}
