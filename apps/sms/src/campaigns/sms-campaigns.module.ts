import { Module } from '@nestjs/common';

import { SmsCommonModule } from '../common/sms-common.module';
import { SmsCampaignCancelHandler } from './smscampaign-cancel/smscampaign-cancel.handler';
import { SmsCampaignCancelService } from './smscampaign-cancel/smscampaign-cancel.service';
import { SmsCampaignCreateHandler } from './smscampaign-create/smscampaign-create.handler';
import { SmsCampaignCreateService } from './smscampaign-create/smscampaign-create.service';
import { SmsCampaignPauseHandler } from './smscampaign-pause/smscampaign-pause.handler';
import { SmsCampaignPauseService } from './smscampaign-pause/smscampaign-pause.service';
import { SmsCampaignResumeHandler } from './smscampaign-resume/smscampaign-resume.handler';
import { SmsCampaignResumeService } from './smscampaign-resume/smscampaign-resume.service';
import { SmsCampaignSendHandler } from './smscampaign-send/smscampaign-send.handler';
import { SmsCampaignSendService } from './smscampaign-send/smscampaign-send.service';

/** SMS campaigns: created, sent, paused, resumed and cancelled (the sending itself is in SendingModule's job). */
@Module({
  imports: [SmsCommonModule],
  controllers: [SmsCampaignCreateHandler, SmsCampaignSendHandler, SmsCampaignPauseHandler, SmsCampaignResumeHandler, SmsCampaignCancelHandler],
  providers: [SmsCampaignCreateService, SmsCampaignSendService, SmsCampaignPauseService, SmsCampaignResumeService, SmsCampaignCancelService],
})
export class SmsCampaignsModule {}
