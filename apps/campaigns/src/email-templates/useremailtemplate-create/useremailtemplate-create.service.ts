import { Injectable } from '@nestjs/common';

import type { UseremailtemplateCreateReply, UseremailtemplateCreateRequest } from '@mail/contracts';

import { EmailTemplatesRepository } from '../email-templates.repository';
import { newTemplateFields } from '../user-template-params';

/** useremailtemplate.create: a template of the caller; 1–5 together, then 6 (user-template-params). */
@Injectable()
export class UseremailtemplateCreateService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async run(userId: number, input: UseremailtemplateCreateRequest): Promise<UseremailtemplateCreateReply> {
    const id = await this.templates.createUserTemplate(userId, newTemplateFields(input));
    return { Success: true, ErrorCode: 0, EmailID: id };
  }
}
