import { Injectable } from '@nestjs/common';

import { CommandError, type UseremailtemplateGetReply, type UseremailtemplateGetRequest } from '@mail/contracts';

import { idParam } from '../../emails/email-params';
import { EmailTemplatesRepository } from '../email-templates.repository';
import { userTemplateOf } from '../email-templates.presenter';

/** useremailtemplate.get: one of the caller's templates; another user's answers 3, as a missing one. 1, 2: the DTO's. */
@Injectable()
export class UseremailtemplateGetService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async run(userId: number, input: UseremailtemplateGetRequest): Promise<UseremailtemplateGetReply> {
    const row = await this.templates.findUserTemplate(userId, idParam(input.emailid));
    if (!row) throw new CommandError(3, 'Email template not found');
    return { Success: true, ErrorCode: 0, EmailTemplate: { ...userTemplateOf(row), Attachments: [] } };
  }
}
