import { Module } from '@nestjs/common';

import { SmsCommonModule } from '../common/sms-common.module';
import { SmsOutboxBrowseHandler } from './smsoutbox-browse/smsoutbox-browse.handler';
import { SmsOutboxBrowseService } from './smsoutbox-browse/smsoutbox-browse.service';

/** The dev outbox: messages "sent" without a provider, browsed. */
@Module({
  imports: [SmsCommonModule],
  controllers: [SmsOutboxBrowseHandler],
  providers: [SmsOutboxBrowseService],
})
export class OutboxModule {}
