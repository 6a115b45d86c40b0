import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { SECRET_KEYRING, secretKeyringProvider } from '@mail/secrets';

import { ActionRepository } from '../actions/action.repository';
import { JOURNEYS_MIGRATIONS } from '../database/journeys.migrations';
import { EnrolmentRepository } from '../engine/enrolment.repository';
import { JourneyRepository } from '../journeys/journey.repository';
import { OwnedJourney } from '../journeys/owned-journey';

/**
 * What every journeys module shares: the service kit (its database, outbox, event consumers and jobs, imported
 * once here and re-exported), the secrets keyring and the repositories of journeys, actions and enrolments.
 */
@Module({
  imports: [ServiceKitModule.forService({ service: 'journeys', migrations: JOURNEYS_MIGRATIONS })],
  providers: [secretKeyringProvider, JourneyRepository, ActionRepository, EnrolmentRepository, OwnedJourney],
  exports: [ServiceKitModule, SECRET_KEYRING, JourneyRepository, ActionRepository, EnrolmentRepository, OwnedJourney],
})
export class JourneysCommonModule {}
