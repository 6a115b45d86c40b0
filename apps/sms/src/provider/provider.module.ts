import { Module } from '@nestjs/common';

import { SmsCommonModule } from '../common/sms-common.module';
import { SmsProviderSetHandler } from './smsprovider-set/smsprovider-set.handler';
import { SmsProviderSetService } from './smsprovider-set/smsprovider-set.service';

/** The user's SMS provider (Twilio-compatible, or the dev outbox) and its sealed secrets. */
@Module({
  imports: [SmsCommonModule],
  controllers: [SmsProviderSetHandler],
  providers: [SmsProviderSetService],
})
export class ProviderModule {}
