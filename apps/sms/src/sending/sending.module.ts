import { Module } from '@nestjs/common';

import { SmsCommonModule } from '../common/sms-common.module';
import { MessageQueuer } from './message-queuer';
import { SmsMessageSender } from './sms-message-sender';
import { ProviderRouter } from './provider-router';
import { SendCampaignProcessor } from './send-campaign.processor';
import { SendOneHandler } from './send-one/send-one.handler';
import { SendOneService } from './send-one/send-one.service';

/** Sending: a campaign's messages queued and sent through the user's provider by a job, and journeys' single SendSMS. */
@Module({
  imports: [SmsCommonModule],
  controllers: [SendOneHandler],
  providers: [ProviderRouter, MessageQueuer, SmsMessageSender, SendCampaignProcessor, SendOneService],
})
export class SendingModule {}
