import { Module } from '@nestjs/common';

import { SmsCommonModule } from '../common/sms-common.module';
import { OptOutAppliedConsumer } from '../replies/opt-out-applied.consumer';
import { ReplyRecorder } from '../replies/reply-recorder';
import { ReplyRepository } from '../replies/reply.repository';
import { EventsHookKeys } from './events-hook-keys';
import { ProviderHookHandler } from './provider-hook.handler';
import { ProviderHookService } from './provider-hook.service';

/**
 * What providers post back: delivery receipts into the event store, and replies (recorded, a STOP sent on to lists,
 * whose answer SmsOptOutApplied the consumer records on the reply).
 */
@Module({
  imports: [SmsCommonModule],
  controllers: [ProviderHookHandler],
  providers: [ProviderHookService, EventsHookKeys, ReplyRepository, ReplyRecorder, OptOutAppliedConsumer],
})
export class IngestionModule {}
