import type { Provider, Type } from '@nestjs/common';

import { AutomatedReportRepository } from './automated-report.repository';
import { ReportCreateHandler } from './report-create/report-create.handler';
import { ReportCreateService } from './report-create/report-create.service';
import { ReportDeleteHandler } from './report-delete/report-delete.handler';
import { ReportDeleteService } from './report-delete/report-delete.service';
import { ReportGetHandler } from './report-get/report-get.handler';
import { ReportGetService } from './report-get/report-get.service';
import { ReportRunner } from './report-run/report-runner';
import { ReportScheduler } from './report-run/report-scheduler';
import { ReportTags } from './report-tags';
import { ReportToggleHandler } from './report-toggle/report-toggle.handler';
import { ReportToggleService } from './report-toggle/report-toggle.service';
import { ReportUpdateHandler } from './report-update/report-update.handler';
import { ReportUpdateService } from './report-update/report-update.service';
import { ReportsListHandler } from './reports-list/reports-list.handler';
import { ReportsListService } from './reports-list/reports-list.service';

/**
 * The automated reports (automated_reports.*) and their schedule, spread into CampaignsModule. Needs the
 * module's CampaignStatistics and MAILER.
 */
export const REPORT_SLICE: { controllers: Type[]; providers: Provider[] } = {
  controllers: [ReportCreateHandler, ReportUpdateHandler, ReportDeleteHandler, ReportGetHandler, ReportsListHandler, ReportToggleHandler],
  providers: [
    AutomatedReportRepository,
    ReportTags,
    ReportCreateService,
    ReportUpdateService,
    ReportDeleteService,
    ReportGetService,
    ReportsListService,
    ReportToggleService,
    ReportScheduler,
    ReportRunner,
  ],
};
