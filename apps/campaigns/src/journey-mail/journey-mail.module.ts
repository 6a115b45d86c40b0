import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { JourneyEmailsCopyHandler } from './journey-emails-copy.handler';
import { JourneyMailHandler } from './journey-mail.handler';
import { SenderDomainKeys } from './sender-domain-keys';

/** The mail a journey's action sends through campaigns' pipeline (tracked like campaign mail). */
@Module({
  imports: [CampaignsCommonModule, DeliveryModule],
  controllers: [JourneyMailHandler, JourneyEmailsCopyHandler],
  providers: [SenderDomainKeys],
})
export class JourneyMailModule {}
