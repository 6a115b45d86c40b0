import { Controller } from '@nestjs/common';

import { CaptchaIssue, type CaptchaIssueReply } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { CaptchaService } from '../captcha/captcha.service';

/** Captcha.Issue (GET /api/v1/captcha). */
@Controller()
export class CaptchaIssueHandler {
  constructor(private readonly service: CaptchaService) {}

  @Handles(CaptchaIssue)
  issue(): Promise<CaptchaIssueReply> {
    return this.service.issue();
  }
}
