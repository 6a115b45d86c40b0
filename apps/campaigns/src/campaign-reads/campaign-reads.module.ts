import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { CampaignRecipientsGetHandler } from './campaign-recipients-get/campaign-recipients-get.handler';
import { CampaignRecipientsGetService } from './campaign-recipients-get/campaign-recipients-get.service';
import { CampaignReadsRepository } from './campaign-reads.repository';
import { CampaignsArchiveGeturlHandler } from './campaigns-archive-geturl/campaigns-archive-geturl.handler';
import { CampaignsArchiveGeturlService } from './campaigns-archive-geturl/campaigns-archive-geturl.service';
import { CampaignsCountsHandler } from './campaigns-counts/campaigns-counts.handler';
import { CampaignsCountsService } from './campaigns-counts/campaigns-counts.service';
import { CampaignLinkclicksGetHandler } from './campaign-linkclicks-get/campaign-linkclicks-get.handler';
import { CampaignLinkclicksGetService } from './campaign-linkclicks-get/campaign-linkclicks-get.service';
import { CampaignRecipientsActivityGetHandler } from './campaign-recipients-activity-get/campaign-recipients-activity-get.handler';
import { CampaignRecipientsActivityGetService } from './campaign-recipients-activity-get/campaign-recipients-activity-get.service';
import { CampaignAbtestGetHandler } from './campaign-abtest-get/campaign-abtest-get.handler';
import { CampaignAbtestGetService } from './campaign-abtest-get/campaign-abtest-get.service';
import { ArchiveHandler } from './archive/archive.handler';
import { ArchiveLinks } from './archive/archive-links';
import { ArchivePages } from './archive/archive-pages';
import { AudiencePreviewClient } from './campaign-recipients-get/audience-preview.client';
import { ListNamesClient } from './list-names.client';
import { ReadableCampaign } from './readable-campaign';
import { SplitTestRepository } from '../split-tests/split-test.repository';

/**
 * campaign-reads: what a campaign's recipients, clicks and A/B test show, per-status counts, and a tag's public
 * archive (its command and its pages), over the service's common module.
 */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [
    ArchiveHandler,
    CampaignAbtestGetHandler,
    CampaignRecipientsActivityGetHandler,
    CampaignLinkclicksGetHandler,
    CampaignsCountsHandler,
    CampaignsArchiveGeturlHandler,
    CampaignRecipientsGetHandler,
  ],
  providers: [
    CampaignAbtestGetService,
    CampaignRecipientsActivityGetService,
    CampaignLinkclicksGetService,
    CampaignsCountsService,
    CampaignsArchiveGeturlService,
    CampaignRecipientsGetService,
    CampaignReadsRepository,
    ReadableCampaign,
    ListNamesClient,
    AudiencePreviewClient,
    ArchiveLinks,
    ArchivePages,
    SplitTestRepository,
  ],
})
export class CampaignReadsModule {}
