import { Module } from '@nestjs/common';

import { SmsCommonModule } from '../common/sms-common.module';
import { ShortLinkHandler } from './short-link.handler';
import { ShortLinkService } from './short-link.service';

/** Short links in messages: a click is recorded and redirected. */
@Module({
  imports: [SmsCommonModule],
  controllers: [ShortLinkHandler],
  providers: [ShortLinkService],
})
export class LinksModule {}
