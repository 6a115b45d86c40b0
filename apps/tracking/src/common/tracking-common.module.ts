import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { secretKeyringProvider } from '@mail/secrets';

import { TRACKING_MIGRATIONS } from '../database/tracking.migrations';
import { TRACKING_CONFIG, readTrackingConfig } from '../tracking.config';

const KIT = ServiceKitModule.forService({ service: 'tracking', migrations: TRACKING_MIGRATIONS });
/** the service's settings, read and checked once (tracking.config.ts) */
const CONFIG = { provide: TRACKING_CONFIG, useFactory: () => readTrackingConfig() };

/**
 * What every tracking module shares: the service kit (its database, outbox, event consumers and jobs: not global,
 * so imported once here and re-exported), the service's config and the keyring stored secrets are sealed with.
 */
@Module({
  imports: [KIT],
  providers: [CONFIG, secretKeyringProvider],
  exports: [KIT, CONFIG, secretKeyringProvider],
})
export class TrackingCommonModule {}
