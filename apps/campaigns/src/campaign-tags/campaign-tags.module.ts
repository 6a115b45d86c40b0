import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { TagsGetHandler } from './tags-get/tags-get.handler';
import { TagsGetService } from './tags-get/tags-get.service';
import { CampaignTagsRepository } from './campaign-tags.repository';
import { TagCreateHandler } from './tag-create/tag-create.handler';
import { TagCreateService } from './tag-create/tag-create.service';
import { TagUpdateHandler } from './tag-update/tag-update.handler';
import { TagUpdateService } from './tag-update/tag-update.service';
import { TagsDeleteHandler } from './tags-delete/tags-delete.handler';
import { TagsDeleteService } from './tags-delete/tags-delete.service';
import { TagAssigntocampaignsHandler } from './tag-assigntocampaigns/tag-assigntocampaigns.handler';
import { TagAssigntocampaignsService } from './tag-assigntocampaigns/tag-assigntocampaigns.service';
import { TagUnassignfromcampaignsHandler } from './tag-unassignfromcampaigns/tag-unassignfromcampaigns.handler';
import { TagUnassignfromcampaignsService } from './tag-unassignfromcampaigns/tag-unassignfromcampaigns.service';

/** campaign-tags: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [TagUnassignfromcampaignsHandler, TagAssigntocampaignsHandler, TagsDeleteHandler, TagUpdateHandler, TagCreateHandler, TagsGetHandler],
  providers: [
    TagUnassignfromcampaignsService,
    TagAssigntocampaignsService,
    TagsDeleteService,
    TagUpdateService,
    TagCreateService,
    TagsGetService,
    CampaignTagsRepository,
  ],
})
export class CampaignTagsModule {}
