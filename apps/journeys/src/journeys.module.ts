import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { secretKeyringProvider } from '@mail/secrets';

import { ActionRepository } from './actions/action.repository';
import { JourneyActionsPublishedHandler } from './actions/journey-actions-published/journey-actions-published.handler';
import { JourneyActionsPublishedService } from './actions/journey-actions-published/journey-actions-published.service';
import { JourneyActionsHandler } from './actions/journey-actions/journey-actions.handler';
import { ActionReferences } from './actions/action-references';
import { JourneyActionsService } from './actions/journey-actions/journey-actions.service';
import { JOURNEYS_MIGRATIONS } from './database/journeys.migrations';
import { AdvanceProcessor } from './engine/advance.processor';
import { EngineWake } from './engine/engine-wake';
import { Enroller } from './engine/enroller';
import { EnrolmentRepository } from './engine/enrolment.repository';
import { JourneyEvents } from './engine/journey-events';
import { DecisionRunner } from './engine/runners/decision.runner';
import { JourneyControlRunner } from './engine/runners/journey-control.runner';
import { ListsActionsRunner } from './engine/runners/lists-actions.runner';
import { SendEmailRunner } from './engine/runners/send-email.runner';
import { ACTION_RUNNERS, type ActionRunner } from './engine/runners/step';
import { SendSmsRunner } from './engine/runners/send-sms.runner';
import { WaitRunner } from './engine/runners/wait.runner';
import { WaitTimeZones } from './engine/runners/wait-time-zones';
import { SubscriberProgressHandler } from './enrolment/subscriber-progress/subscriber-progress.handler';
import { WebhookRunner } from './engine/runners/webhook.runner';
import { StepRunner } from './engine/step-runner';
import { BulkEnrolment } from './enrolment/journey-bulk-trigger/bulk-enrolment';
import { JourneyBulkTriggerHandler } from './enrolment/journey-bulk-trigger/journey-bulk-trigger.handler';
import { JourneyBulkTriggerService } from './enrolment/journey-bulk-trigger/journey-bulk-trigger.service';
import { SubscriberJourneyTriggerHandler } from './enrolment/subscriber-journey-trigger/subscriber-journey-trigger.handler';
import { SubscriberJourneyTriggerService } from './enrolment/subscriber-journey-trigger/subscriber-journey-trigger.service';
import { JourneyCreateHandler } from './journeys/journey-create/journey-create.handler';
import { JourneyCreateService } from './journeys/journey-create/journey-create.service';
import { JourneyDeleteHandler } from './journeys/journey-delete/journey-delete.handler';
import { JourneyDeleteService } from './journeys/journey-delete/journey-delete.service';
import { JourneyDeletePostHandler } from './journeys/journey-delete-post/journey-delete-post.handler';
import { JourneyDisableHandler } from './journeys/journey-disable/journey-disable.handler';
import { JourneyEnableHandler } from './journeys/journey-enable/journey-enable.handler';
import { JourneyGetHandler } from './journeys/journey-get/journey-get.handler';
import { JourneyGetService } from './journeys/journey-get/journey-get.service';
import { JourneyRepository } from './journeys/journey.repository';
import { JourneyStatusService } from './journeys/journey-status.service';
import { JourneyUpdateHandler } from './journeys/journey-update/journey-update.handler';
import { JourneyUpdateService } from './journeys/journey-update/journey-update.service';
import { JourneysListHandler } from './journeys/journeys-list/journeys-list.handler';
import { JourneysListService } from './journeys/journeys-list/journeys-list.service';
import { OwnedJourney } from './journeys/owned-journey';
import { TriggerReferences } from './journeys/trigger-references';
import { EngagementTriggersConsumer } from './triggers/engagement-triggers.consumer';
import { SubscriberTriggersConsumer } from './triggers/subscriber-triggers.consumer';
import { TriggerEnrolment } from './triggers/trigger-enrolment';
import { SubscriberFieldsClient } from './webhook/subscriber-fields.client';
import { WebhookPostProcessor } from './webhook/webhook-post.processor';

const RUNNERS = [WaitRunner, ListsActionsRunner, DecisionRunner, JourneyControlRunner, WebhookRunner, SendEmailRunner, SendSmsRunner];

/**
 * The journeys service: journeys and their actions, the triggers consumed from other services' events, and the
 * engine that runs enrolments step by step (jobs: advance per journey, a sweep every minute, webhook calls).
 */
@Module({
  imports: [ServiceKitModule.forService({ service: 'journeys', migrations: JOURNEYS_MIGRATIONS })],
  controllers: [
    JourneyCreateHandler,
    JourneysListHandler,
    JourneyGetHandler,
    JourneyDeleteHandler,
    JourneyDeletePostHandler,
    JourneyEnableHandler,
    JourneyDisableHandler,
    JourneyUpdateHandler,
    JourneyActionsHandler,
    JourneyActionsPublishedHandler,
    JourneyBulkTriggerHandler,
    SubscriberJourneyTriggerHandler,
    SubscriberProgressHandler,
  ],
  providers: [
    secretKeyringProvider,
    JourneyRepository,
    ActionRepository,
    EnrolmentRepository,
    OwnedJourney,
    TriggerReferences,
    JourneyCreateService,
    JourneysListService,
    JourneyGetService,
    JourneyDeleteService,
    JourneyStatusService,
    JourneyUpdateService,
    JourneyActionsService,
    ActionReferences,
    JourneyActionsPublishedService,
    JourneyBulkTriggerService,
    BulkEnrolment,
    SubscriberJourneyTriggerService,
    JourneyEvents,
    EngineWake,
    Enroller,
    WaitTimeZones,
    ...RUNNERS,
    { provide: ACTION_RUNNERS, useFactory: (...runners: ActionRunner[]) => runners, inject: RUNNERS },
    StepRunner,
    AdvanceProcessor,
    WebhookPostProcessor,
    SubscriberFieldsClient,
    TriggerEnrolment,
    SubscriberTriggersConsumer,
    EngagementTriggersConsumer,
  ],
})
export class JourneysModule {}
