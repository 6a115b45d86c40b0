import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type JourneyEmailsCopyReply, type JourneyEmailsCopyRequest, Queries } from '@mail/contracts';

import { EmailRepository } from '../emails/email.repository';

/** journeys' journey.copytouser: the SendEmail actions' emails copied into the target user's account, each once. */
@Controller()
export class JourneyEmailsCopyHandler {
  constructor(private readonly emails: EmailRepository) {}

  @HandlesQuery(Queries.JourneyEmailsCopy)
  async copy(r: JourneyEmailsCopyRequest): Promise<JourneyEmailsCopyReply> {
    return { copied: await this.emails.copyToUser(r.sourceUserId, r.targetUserId, r.emailIds) };
  }
}
