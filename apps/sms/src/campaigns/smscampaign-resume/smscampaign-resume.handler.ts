import { Controller } from '@nestjs/common';

import { SmsCampaignResume, type SmsCampaignResumeReply, type SmsCampaignResumeRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignResumeService } from './smscampaign-resume.service';

@Controller()
export class SmsCampaignResumeHandler {
  constructor(private readonly service: SmsCampaignResumeService) {}

  @Handles(SmsCampaignResume)
  handle(input: SmsCampaignResumeRequest, caller: Caller): Promise<SmsCampaignResumeReply> {
    return this.service.run(input, caller);
  }
}
