import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { CampaignOwners } from './admin-campaign-owners';
import { UsersSendingActivityHandler } from './users-sending-activity.handler';
import { AdminCampaignSendingVelocityHandler } from './admin-campaign-sending-velocity/admin-campaign-sending-velocity.handler';
import { AdminCampaignSendingVelocityService } from './admin-campaign-sending-velocity/admin-campaign-sending-velocity.service';
import { AdminCampaignBatchesHandler } from './admin-campaign-batches/admin-campaign-batches.handler';
import { AdminCampaignBatchesService } from './admin-campaign-batches/admin-campaign-batches.service';
import { AdminCampaignsRepository } from './admin-campaigns.repository';
import { AdminCampaignDetailsHandler } from './admin-campaign-details/admin-campaign-details.handler';
import { AdminCampaignDetailsService } from './admin-campaign-details/admin-campaign-details.service';
import { AdminCampaignProcessesHandler } from './admin-campaign-processes/admin-campaign-processes.handler';
import { AdminCampaignProcessesService } from './admin-campaign-processes/admin-campaign-processes.service';
import { AdminCampaignQueueHandler } from './admin-campaign-queue/admin-campaign-queue.handler';
import { AdminCampaignQueueService } from './admin-campaign-queue/admin-campaign-queue.service';
import { AdminCampaignsOverviewHandler } from './admin-campaigns-overview/admin-campaigns-overview.handler';
import { AdminCampaignsOverviewService } from './admin-campaigns-overview/admin-campaigns-overview.service';
import { AdminCampaignsSearchHandler } from './admin-campaigns-search/admin-campaigns-search.handler';
import { AdminCampaignsSearchService } from './admin-campaigns-search/admin-campaigns-search.service';
import { AdminCampaignUnstuckHandler } from './admin-campaign-unstuck/admin-campaign-unstuck.handler';
import { AdminCampaignUnstuckService } from './admin-campaign-unstuck/admin-campaign-unstuck.service';
import { AdminCampaignMarkfailedHandler } from './admin-campaign-markfailed/admin-campaign-markfailed.handler';
import { AdminCampaignMarkfailedService } from './admin-campaign-markfailed/admin-campaign-markfailed.service';
import { AdminEmailGetHandler } from './admin-email-get/admin-email-get.handler';
import { AdminEmailGetService } from './admin-email-get/admin-email-get.service';

/** admin-campaigns: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [CampaignsCommonModule, DeliveryModule],
  controllers: [
    UsersSendingActivityHandler,
    AdminCampaignSendingVelocityHandler,
    AdminEmailGetHandler,
    AdminCampaignMarkfailedHandler,
    AdminCampaignUnstuckHandler,
    AdminCampaignsSearchHandler,
    AdminCampaignsOverviewHandler,
    AdminCampaignQueueHandler,
    AdminCampaignProcessesHandler,
    AdminCampaignDetailsHandler,
    AdminCampaignBatchesHandler,
  ],
  providers: [
    AdminCampaignSendingVelocityService,
    CampaignOwners,
    AdminEmailGetService,
    AdminCampaignMarkfailedService,
    AdminCampaignUnstuckService,
    AdminCampaignsSearchService,
    AdminCampaignsOverviewService,
    AdminCampaignQueueService,
    AdminCampaignProcessesService,
    AdminCampaignDetailsService,
    AdminCampaignBatchesService,
    AdminCampaignsRepository,
  ],
})
export class AdminCampaignsModule {}
