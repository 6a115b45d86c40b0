import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { SubscribersDeleteHandler } from './subscribers-delete/subscribers-delete.handler';
import { SubscriberCreateHandler } from './subscriber-create/subscriber-create.handler';
import { SubscriberUpdateHandler } from './subscriber-update/subscriber-update.handler';
import { SubscriberGetHandler } from './subscriber-get/subscriber-get.handler';
import { SubscriberGetActivityHandler } from './subscriber-get-activity/subscriber-get-activity.handler';
import { SubscriberUnsubscribeHandler } from './subscriber-unsubscribe/subscriber-unsubscribe.handler';
import { SubscriberSubscribeHandler } from './subscriber-subscribe/subscriber-subscribe.handler';
import { SubscriberOptInHandler } from './subscriber-opt-in/subscriber-opt-in.handler';
import { SubscribersGetHandler } from './subscribers-get/subscribers-get.handler';
import { SubscribersSearchHandler } from './subscribers-search/subscribers-search.handler';
import { SubscriberIdentifyHandler } from './subscriber-identify/subscriber-identify.handler';
import { SubscriberMatchHandler } from './subscriber-match/subscriber-match.handler';
import { SubscribersFieldSetHandler } from './subscribers-field-set/subscribers-field-set.handler';
import { SubscribersDeleteService } from './subscribers-delete/subscribers-delete.service';
import { SubscriberCreateService } from './subscriber-create/subscriber-create.service';
import { SubscriberUpdateService } from './subscriber-update/subscriber-update.service';
import { SubscriberGetService } from './subscriber-get/subscriber-get.service';
import { SubscriberGetActivityService } from './subscriber-get-activity/subscriber-get-activity.service';
import { SubscriberUnsubscribeService } from './subscriber-unsubscribe/subscriber-unsubscribe.service';
import { SubscriberSubscribeService } from './subscriber-subscribe/subscriber-subscribe.service';
import { SubscriberOptInService } from './subscriber-opt-in/subscriber-opt-in.service';
import { SubscribersGetService } from './subscribers-get/subscribers-get.service';
import { SubscribersSearchService } from './subscribers-search/subscribers-search.service';
import { SubscriberIdentifyService } from './subscriber-identify/subscriber-identify.service';
import { SubscriberExistsHandler } from './subscriber-exists/subscriber-exists.handler';
import { SubscriberExistsService } from './subscriber-exists/subscriber-exists.service';
import { SubscribersDeleteAllHandler } from './subscribers-delete-all/subscribers-delete-all.handler';
import { SubscribersDeleteAllService } from './subscribers-delete-all/subscribers-delete-all.service';

/** Subscribers: one subscriber (create, update, get, opt-in, unsubscribe), browsing, deleting, and the internal queries other services ask of subscribers. */
@Module({
  imports: [ListsCommonModule],
  controllers: [
    SubscribersDeleteAllHandler,
    SubscriberExistsHandler,
    SubscribersDeleteHandler,
    SubscriberCreateHandler,
    SubscriberUpdateHandler,
    SubscriberGetHandler,
    SubscriberGetActivityHandler,
    SubscriberUnsubscribeHandler,
    SubscriberSubscribeHandler,
    SubscriberOptInHandler,
    SubscribersGetHandler,
    SubscribersSearchHandler,
    SubscriberIdentifyHandler,
    SubscriberMatchHandler,
    SubscribersFieldSetHandler,
  ],
  providers: [
    SubscribersDeleteAllService,
    SubscriberExistsService,
    SubscribersDeleteService,
    SubscriberCreateService,
    SubscriberUpdateService,
    SubscriberGetService,
    SubscriberGetActivityService,
    SubscriberUnsubscribeService,
    SubscriberSubscribeService,
    SubscriberOptInService,
    SubscribersGetService,
    SubscribersSearchService,
    SubscriberIdentifyService,
  ],
  exports: [SubscriberUnsubscribeService],
})
export class SubscribersModule {}
