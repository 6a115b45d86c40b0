import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { CaptchaIssue, type CaptchaIssueReply } from '@mail/contracts';

import { CaptchaService } from './captcha.service';

/** Captcha.Issue (GET /api/v1/captcha). */
@Controller()
export class CaptchaHandler {
  constructor(private readonly service: CaptchaService) {}

  @HandlesCommand(CaptchaIssue)
  issue(): Promise<CaptchaIssueReply> {
    return this.service.issue();
  }
}
