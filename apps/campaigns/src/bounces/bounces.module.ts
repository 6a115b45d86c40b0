import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { BounceIntake } from './bounce-intake';
import { BounceRecorder } from './bounce-recorder';
import { BounceSmtpServer } from './bounce-smtp.server';
import { BounceRepository } from './bounce.repository';
import { BounceWebhookHandler } from './webhook/bounce-webhook.handler';
import { BounceWebhookService } from './webhook/bounce-webhook.service';
import { InternalBounceRegisterHandler } from './internal-bounce-register/internal-bounce-register.handler';
import { InternalBounceRegisterService } from './internal-bounce-register/internal-bounce-register.service';
import { PmtaLogfileProcessHandler } from './pmta-logfile-process/pmta-logfile-process.handler';
import { PmtaLogfileProcessService } from './pmta-logfile-process/pmta-logfile-process.service';

/** Bounces and complaints: the inbound SMTP endpoint for delivery reports and the provider webhook. */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [PmtaLogfileProcessHandler, InternalBounceRegisterHandler, BounceWebhookHandler],
  providers: [PmtaLogfileProcessService, InternalBounceRegisterService, BounceRepository, BounceRecorder, BounceIntake, BounceSmtpServer, BounceWebhookService],
})
export class BouncesModule {}
