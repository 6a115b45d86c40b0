import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { AutoresponderCreateHandler } from './autoresponder-create/autoresponder-create.handler';
import { AutoresponderCreateService } from './autoresponder-create/autoresponder-create.service';
import { AutoresponderChecks } from './autoresponder.checks';
import { AutoresponderCloner } from './autoresponder.cloner';
import { AutorespondersListing } from './autoresponders.listing';
import { AutoresponderDatesProcessor } from './engine/autoresponder-dates.processor';
import { AutoresponderSendProcessor } from './engine/autoresponder-send.processor';
import { AutoresponderTriggersConsumer } from './engine/autoresponder-triggers.consumer';
import { AutoresponderGetHandler } from './autoresponder-get/autoresponder-get.handler';
import { AutoresponderGetService } from './autoresponder-get/autoresponder-get.service';
import { AutorespondersGetHandler } from './autoresponders-get/autoresponders-get.handler';
import { AutorespondersGetService } from './autoresponders-get/autoresponders-get.service';
import { AutoresponderUpdateHandler } from './autoresponder-update/autoresponder-update.handler';
import { AutoresponderUpdateService } from './autoresponder-update/autoresponder-update.service';
import { AutorespondersCopyHandler } from './autoresponders-copy/autoresponders-copy.handler';
import { AutorespondersCopyService } from './autoresponders-copy/autoresponders-copy.service';
import { AutorespondersDeleteHandler } from './autoresponders-delete/autoresponders-delete.handler';
import { AutorespondersDeleteService } from './autoresponders-delete/autoresponders-delete.service';
import { AutorespondersAcrosslistsGetHandler } from './autoresponders-acrosslists-get/autoresponders-acrosslists-get.handler';
import { AutorespondersAcrosslistsGetService } from './autoresponders-acrosslists-get/autoresponders-acrosslists-get.service';
import { AutoresponderDuplicateHandler } from './autoresponder-duplicate/autoresponder-duplicate.handler';
import { AutoresponderDuplicateService } from './autoresponder-duplicate/autoresponder-duplicate.service';
import { AutoresponderSendtestHandler } from './autoresponder-sendtest/autoresponder-sendtest.handler';
import { AutoresponderSendtestService } from './autoresponder-sendtest/autoresponder-sendtest.service';
import { AutoresponderActivityGetHandler } from './autoresponder-activity-get/autoresponder-activity-get.handler';
import { AutoresponderActivityGetService } from './autoresponder-activity-get/autoresponder-activity-get.service';
import { AutoresponderStatsWindowGetHandler } from './autoresponder-stats-window-get/autoresponder-stats-window-get.handler';
import { ListAutorespondersHandler } from './list-autoresponders/list-autoresponders.handler';
import { AutoresponderStatsWindowGetService } from './autoresponder-stats-window-get/autoresponder-stats-window-get.service';

/**
 * autoresponders: a list's automatic emails (their commands) and the engine that sends them: the trigger consumer
 * schedules one send row and job per subscriber, the job sends it through journey mail (the campaigns pipeline).
 */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [
    ListAutorespondersHandler,
    AutoresponderStatsWindowGetHandler,
    AutoresponderActivityGetHandler,
    AutoresponderSendtestHandler,
    AutoresponderDuplicateHandler,
    AutorespondersAcrosslistsGetHandler,
    AutorespondersDeleteHandler,
    AutorespondersCopyHandler,
    AutoresponderUpdateHandler,
    AutorespondersGetHandler,
    AutoresponderGetHandler,
    AutoresponderCreateHandler,
  ],
  providers: [
    AutoresponderStatsWindowGetService,
    AutoresponderActivityGetService,
    AutoresponderSendtestService,
    AutoresponderDuplicateService,
    AutorespondersAcrosslistsGetService,
    AutorespondersDeleteService,
    AutorespondersCopyService,
    AutoresponderUpdateService,
    AutorespondersGetService,
    AutoresponderGetService,
    AutoresponderCreateService,
    AutoresponderChecks,
    AutoresponderCloner,
    AutorespondersListing,
    AutoresponderSendProcessor,
    AutoresponderDatesProcessor,
    AutoresponderTriggersConsumer,
  ],
})
export class AutorespondersModule {}
