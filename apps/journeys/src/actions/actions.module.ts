import { Module } from '@nestjs/common';

import { JourneysCommonModule } from '../common/journeys-common.module';
import { EngineModule } from '../engine/engine.module';
import { ActionReferences } from './action-references';
import { ActionSecretsPass } from './action-secrets-pass';
import { JourneyActionsHandler } from './journey-actions/journey-actions.handler';
import { JourneyActionsService } from './journey-actions/journey-actions.service';
import { JourneyActionsPublishedHandler } from './journey-actions-published/journey-actions-published.handler';
import { JourneyActionsPublishedService } from './journey-actions-published/journey-actions-published.service';
import { JourneySendemailactionsHandler } from './journey-sendemailactions/journey-sendemailactions.handler';
import { JourneySendemailactionsService } from './journey-sendemailactions/journey-sendemailactions.service';
import { EmailNames } from './email-names';

/** The action commands: replace a journey's actions, publish or unpublish them, list the SendEmail ones; the boot pass sealing their secrets. */
@Module({
  imports: [JourneysCommonModule, EngineModule],
  controllers: [JourneySendemailactionsHandler, JourneyActionsHandler, JourneyActionsPublishedHandler],
  providers: [JourneySendemailactionsService, EmailNames, ActionReferences, ActionSecretsPass, JourneyActionsService, JourneyActionsPublishedService],
})
export class ActionsModule {}
