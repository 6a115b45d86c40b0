import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { CampaignExportsRepository } from './campaign-exports.repository';
import { CampaignsExportGetHandler } from './campaigns-export-get/campaigns-export-get.handler';
import { CampaignsExportGetService } from './campaigns-export-get/campaigns-export-get.service';
import { CampaignsExportPostHandler } from './campaigns-export-post/campaigns-export-post.handler';
import { CampaignsExportPostService } from './campaigns-export-post/campaigns-export-post.service';
import { ExportCampaignsProcessor } from './export-campaigns.processor';
import { CampaignExportDownload, CampaignExportDownloadHandler } from './export-download';
import { CampaignExportLinks } from './export-links';

/**
 * campaign-exports: campaigns.export.post records an export and starts its job (ExportCampaignsProcessor writes the
 * CSV in parts); campaigns.export.get answers its progress and signed download URLs, which the edge serves through
 * `/campaigns/exports/<token>` (CampaignExportDownload).
 */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [CampaignsExportGetHandler, CampaignsExportPostHandler, CampaignExportDownloadHandler],
  providers: [
    CampaignsExportGetService,
    CampaignsExportPostService,
    CampaignExportsRepository,
    ExportCampaignsProcessor,
    CampaignExportDownload,
    CampaignExportLinks,
  ],
})
export class CampaignExportsModule {}
