import { Controller } from '@nestjs/common';

import { CampaignResume, type CampaignResumeReply, type CampaignResumeRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignResumeService } from './campaign-resume.service';

@Controller()
export class CampaignResumeHandler {
  constructor(private readonly service: CampaignResumeService) {}

  @Handles(CampaignResume)
  handle(input: CampaignResumeRequest, caller: Caller): Promise<CampaignResumeReply> {
    return this.service.resume(input, caller);
  }
}
