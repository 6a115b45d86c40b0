import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { CampaignAudienceChecker } from './campaign-audience.checker';
import { CampaignCopyHandler } from './campaign-copy/campaign-copy.handler';
import { CampaignCopyService } from './campaign-copy/campaign-copy.service';
import { CampaignCreateHandler } from './campaign-create/campaign-create.handler';
import { CampaignCreateService } from './campaign-create/campaign-create.service';
import { CampaignGetHandler } from './campaign-get/campaign-get.handler';
import { CampaignGetQuery } from './campaign-get/campaign-get.query';
import { CampaignGetService } from './campaign-get/campaign-get.service';
import { CampaignApproveHandler } from './campaign-approve/campaign-approve.handler';
import { CampaignCancelHandler } from './campaign-cancel/campaign-cancel.handler';
import { CampaignPauseHandler } from './campaign-pause/campaign-pause.handler';
import { CampaignResumeHandler } from './campaign-resume/campaign-resume.handler';
import { CampaignApproveService } from './campaign-approve/campaign-approve.service';
import { CampaignCancelService } from './campaign-cancel/campaign-cancel.service';
import { CampaignPauseService } from './campaign-pause/campaign-pause.service';
import { CampaignResumeService } from './campaign-resume/campaign-resume.service';
import { CampaignTagRepository } from './campaign-tag.repository';
import { CampaignUpdateHandler } from './campaign-update/campaign-update.handler';
import { CampaignUpdateService } from './campaign-update/campaign-update.service';
import { CampaignBrowseQuery } from './campaigns-get/campaign-browse.query';
import { CampaignsGetHandler } from './campaigns-get/campaigns-get.handler';
import { CampaignsGetService } from './campaigns-get/campaigns-get.service';
import { CampaignsDeleteHandler } from './campaigns-delete/campaigns-delete.handler';
import { CampaignsDeleteService } from './campaigns-delete/campaigns-delete.service';
import { CampaignsOwnershipHandler } from './campaigns-ownership.handler';
import { CampaignsSummaryHandler } from './campaigns-summary.handler';
import { CampaignsSummaryQuery } from './campaigns-summary.query';
import { UserReputation } from './user-reputation';

/** Campaigns (Campaign.*, Campaigns.*): drafts, schedules and the status changes that start, pause, resume and cancel their runs. */
@Module({
  imports: [CampaignsCommonModule, DeliveryModule],
  controllers: [
    CampaignsOwnershipHandler,
    CampaignsSummaryHandler,
    CampaignCreateHandler,
    CampaignUpdateHandler,
    CampaignGetHandler,
    CampaignsGetHandler,
    CampaignCopyHandler,
    CampaignsDeleteHandler,
    CampaignApproveHandler,
    CampaignPauseHandler,
    CampaignResumeHandler,
    CampaignCancelHandler,
  ],
  providers: [
    CampaignsSummaryQuery,
    CampaignTagRepository,
    CampaignBrowseQuery,
    CampaignAudienceChecker,
    UserReputation,
    CampaignCreateService,
    CampaignUpdateService,
    CampaignGetQuery,
    CampaignGetService,
    CampaignsGetService,
    CampaignCopyService,
    CampaignsDeleteService,
    CampaignApproveService,
    CampaignPauseService,
    CampaignResumeService,
    CampaignCancelService,
  ],
})
export class CampaignLifecycleModule {}
