import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { SubscriberTagHandler } from './subscriber-tag/subscriber-tag.handler';
import { SubscriberUntagHandler } from './subscriber-untag/subscriber-untag.handler';
import { SubscriberTagsCreateHandler } from './subscriber-tags-create/subscriber-tags-create.handler';
import { SubscriberTagsDeleteHandler } from './subscriber-tags-delete/subscriber-tags-delete.handler';
import { SubscriberTagsGetHandler } from './subscriber-tags-get/subscriber-tags-get.handler';
import { SubscriberTagsUpdateHandler } from './subscriber-tags-update/subscriber-tags-update.handler';
import { SubscriberTagsCreateService } from './subscriber-tags-create/subscriber-tags-create.service';
import { SubscriberTagsDeleteService } from './subscriber-tags-delete/subscriber-tags-delete.service';
import { SubscriberTagsGetService } from './subscriber-tags-get/subscriber-tags-get.service';
import { SubscriberTagsUpdateService } from './subscriber-tags-update/subscriber-tags-update.service';

/** Tags: a list's tags and tagging subscribers. */
@Module({
  imports: [ListsCommonModule],
  controllers: [
    SubscriberTagHandler,
    SubscriberUntagHandler,
    SubscriberTagsCreateHandler,
    SubscriberTagsDeleteHandler,
    SubscriberTagsGetHandler,
    SubscriberTagsUpdateHandler,
  ],
  providers: [SubscriberTagsCreateService, SubscriberTagsDeleteService, SubscriberTagsGetService, SubscriberTagsUpdateService],
})
export class TagsModule {}
