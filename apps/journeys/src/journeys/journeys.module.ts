import { Module } from '@nestjs/common';

import { JourneysCommonModule } from '../common/journeys-common.module';
import { EngineModule } from '../engine/engine.module';
import { JourneyCreateHandler } from './journey-create/journey-create.handler';
import { JourneyCreateService } from './journey-create/journey-create.service';
import { JourneyDeleteHandler } from './journey-delete/journey-delete.handler';
import { JourneyDeleteService } from './journey-delete/journey-delete.service';
import { JourneyDeletePostHandler } from './journey-delete-post/journey-delete-post.handler';
import { JourneyDisableHandler } from './journey-disable/journey-disable.handler';
import { JourneyEnableHandler } from './journey-enable/journey-enable.handler';
import { JourneyGetHandler } from './journey-get/journey-get.handler';
import { JourneyGetService } from './journey-get/journey-get.service';
import { JourneyStatusService } from './journey-status.service';
import { JourneyUpdateHandler } from './journey-update/journey-update.handler';
import { JourneyUpdateService } from './journey-update/journey-update.service';
import { JourneysListHandler } from './journeys-list/journeys-list.handler';
import { JourneysListService } from './journeys-list/journeys-list.service';
import { TriggerReferences } from './trigger-references';
import { JourneyCloneHandler } from './journey-clone/journey-clone.handler';
import { JourneyCloneService } from './journey-clone/journey-clone.service';
import { JourneyCloner } from './journey-cloner';
import { JourneysCloneHandler } from './journeys-clone/journeys-clone.handler';
import { JourneysCloneService } from './journeys-clone/journeys-clone.service';
import { JourneysEnableHandler } from './journeys-enable/journeys-enable.handler';
import { JourneysEnableService } from './journeys-enable/journeys-enable.service';
import { JourneysDisableHandler } from './journeys-disable/journeys-disable.handler';
import { JourneysDisableService } from './journeys-disable/journeys-disable.service';
import { JourneysDeleteHandler } from './journeys-delete/journeys-delete.handler';
import { JourneysDeleteService } from './journeys-delete/journeys-delete.service';
import { JourneyCopytouserHandler } from './journey-copytouser/journey-copytouser.handler';
import { JourneyCopytouserService } from './journey-copytouser/journey-copytouser.service';

/** The journey commands: create, list, get, delete (both forms), enable, disable, update. */
@Module({
  imports: [JourneysCommonModule, EngineModule],
  controllers: [
    JourneyCopytouserHandler,
    JourneysDeleteHandler,
    JourneysDisableHandler,
    JourneysEnableHandler,
    JourneysCloneHandler,
    JourneyCloneHandler,
    JourneyCreateHandler,
    JourneysListHandler,
    JourneyGetHandler,
    JourneyDeleteHandler,
    JourneyDeletePostHandler,
    JourneyEnableHandler,
    JourneyDisableHandler,
    JourneyUpdateHandler,
  ],
  providers: [
    JourneyCopytouserService,
    JourneysDeleteService,
    JourneysDisableService,
    JourneysEnableService,
    JourneysCloneService,
    JourneyCloneService,
    JourneyCloner,
    TriggerReferences,
    JourneyCreateService,
    JourneysListService,
    JourneyGetService,
    JourneyDeleteService,
    JourneyStatusService,
    JourneyUpdateService,
  ],
})
export class JourneysAggregateModule {}
