import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { AutomatedReportRepository } from './automated-report.repository';
import { AutomatedReportsCreateHandler } from './automated-reports-create/automated-reports-create.handler';
import { AutomatedReportsCreateService } from './automated-reports-create/automated-reports-create.service';
import { AutomatedReportsDeleteHandler } from './automated-reports-delete/automated-reports-delete.handler';
import { AutomatedReportsDeleteService } from './automated-reports-delete/automated-reports-delete.service';
import { AutomatedReportsGetHandler } from './automated-reports-get/automated-reports-get.handler';
import { AutomatedReportsGetService } from './automated-reports-get/automated-reports-get.service';
import { ReportRunner } from './report-run/report-runner';
import { ReportScheduler } from './report-run/report-scheduler';
import { ReportTags } from './report-tags';
import { AutomatedReportsToggleHandler } from './automated-reports-toggle/automated-reports-toggle.handler';
import { AutomatedReportsToggleService } from './automated-reports-toggle/automated-reports-toggle.service';
import { AutomatedReportsUpdateHandler } from './automated-reports-update/automated-reports-update.handler';
import { AutomatedReportsUpdateService } from './automated-reports-update/automated-reports-update.service';
import { AutomatedReportsListHandler } from './automated-reports-list/automated-reports-list.handler';
import { AutomatedReportsListService } from './automated-reports-list/automated-reports-list.service';

/** Automated reports (AutomatedReports.*): their schedule and the runs that mail campaign statistics. */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [
    AutomatedReportsCreateHandler,
    AutomatedReportsUpdateHandler,
    AutomatedReportsDeleteHandler,
    AutomatedReportsGetHandler,
    AutomatedReportsListHandler,
    AutomatedReportsToggleHandler,
  ],
  providers: [
    AutomatedReportRepository,
    ReportTags,
    AutomatedReportsCreateService,
    AutomatedReportsUpdateService,
    AutomatedReportsDeleteService,
    AutomatedReportsGetService,
    AutomatedReportsListService,
    AutomatedReportsToggleService,
    ReportScheduler,
    ReportRunner,
  ],
})
export class ReportsModule {}
