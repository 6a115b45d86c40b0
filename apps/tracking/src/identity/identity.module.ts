import { Module } from '@nestjs/common';

import { TrackingCommonModule } from '../common/tracking-common.module';
import { IdentityCache } from './identity-cache';
import { IdentityRepository } from './identity.repository';
import { SubscriberDeletedConsumer } from './subscriber-deleted.consumer';
import { SubscriberResolver } from './subscriber-resolver';

/** Visitors and the subscribers they are: resolution (and identify through lists), forgotten on Subscriber deletion. */
@Module({
  imports: [TrackingCommonModule],
  providers: [IdentityRepository, IdentityCache, SubscriberResolver, SubscriberDeletedConsumer],
  exports: [SubscriberResolver],
})
export class IdentityModule {}
