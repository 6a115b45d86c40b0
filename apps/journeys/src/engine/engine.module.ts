import { Module } from '@nestjs/common';

import { JourneysCommonModule } from '../common/journeys-common.module';
import { SubscriberFieldsClient } from '../webhook/subscriber-fields.client';
import { WebhookPostProcessor } from '../webhook/webhook-post.processor';
import { AdmissionProcessor } from './admission/admission.processor';
import { AdmissionWake } from './admission/admission-wake';
import { EntrantQueueRepository } from './admission/entrant-queue.repository';
import { AdvanceProcessor } from './advance.processor';
import { ScheduledPullProcessor } from './scheduled-pull/scheduled-pull.processor';
import { EngineWake } from './engine-wake';
import { Enroller } from './enroller';
import { JourneyCompletedTrigger } from './journey-completed.trigger';
import { JourneyEvents } from './journey-events';
import { DecisionRunner } from './runners/decision.runner';
import { JourneyControlRunner } from './runners/journey-control.runner';
import { ListsActionsRunner } from './runners/lists-actions.runner';
import { SendEmailRunner } from './runners/send-email.runner';
import { SendSmsRunner } from './runners/send-sms.runner';
import { ACTION_RUNNERS, type ActionRunner } from './runners/step';
import { WaitRunner } from './runners/wait.runner';
import { WaitTimeZones } from './runners/wait-time-zones';
import { WebhookRunner } from './runners/webhook.runner';
import { StepRunner } from './step-runner';

const RUNNERS = [WaitRunner, ListsActionsRunner, DecisionRunner, JourneyControlRunner, WebhookRunner, SendEmailRunner, SendSmsRunner];

/**
 * The engine: enrolments run step by step (jobs: advance per journey, a sweep every minute, webhook calls).
 * Exports what the command modules use to enrol, wake the engine and publish journey events.
 */
@Module({
  imports: [JourneysCommonModule],
  providers: [
    JourneyEvents,
    EngineWake,
    Enroller,
    JourneyCompletedTrigger,
    WaitTimeZones,
    ...RUNNERS,
    { provide: ACTION_RUNNERS, useFactory: (...runners: ActionRunner[]) => runners, inject: RUNNERS },
    StepRunner,
    AdvanceProcessor,
    AdmissionProcessor,
    AdmissionWake,
    ScheduledPullProcessor,
    EntrantQueueRepository,
    WebhookPostProcessor,
    SubscriberFieldsClient,
  ],
  exports: [JourneyEvents, EngineWake, Enroller, AdmissionWake, ScheduledPullProcessor],
})
export class EngineModule {}
