import { Module } from '@nestjs/common';

import { SmsCommonModule } from '../common/sms-common.module';
import { ExportDownloadHandler } from './download/export-download.handler';
import { ExportDownloadService } from './download/export-download.service';
import { ExportCsvProcessor } from './export-csv.processor';
import { ExportLinks } from './export-links';
import { SmsCampaignExportHandler } from './smscampaign-export/smscampaign-export.handler';
import { SmsCampaignExportService } from './smscampaign-export/smscampaign-export.service';
import { SmsCampaignExportStatusHandler } from './smscampaign-export-status/smscampaign-export-status.handler';
import { SmsCampaignExportStatusService } from './smscampaign-export-status/smscampaign-export-status.service';

/** CSV exports of a campaign's detail: requested, written by a job, their status and the signed download. */
@Module({
  imports: [SmsCommonModule],
  controllers: [SmsCampaignExportHandler, SmsCampaignExportStatusHandler, ExportDownloadHandler],
  providers: [ExportLinks, ExportCsvProcessor, SmsCampaignExportService, SmsCampaignExportStatusService, ExportDownloadService],
})
export class ExportsModule {}
