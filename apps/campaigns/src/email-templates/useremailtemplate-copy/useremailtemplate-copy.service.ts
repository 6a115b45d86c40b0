import { Injectable } from '@nestjs/common';

import { CommandError, type UseremailtemplateCopyReply, type UseremailtemplateCopyRequest } from '@mail/contracts';

import { idParam } from '../../emails/email-params';
import { EmailTemplatesRepository } from '../email-templates.repository';

/** useremailtemplate.copy: "Copy of <name>" with the same content and settings; 3 when the caller has no such template. */
@Injectable()
export class UseremailtemplateCopyService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async run(userId: number, input: UseremailtemplateCopyRequest): Promise<UseremailtemplateCopyReply> {
    const copy = await this.templates.copyUserTemplate(userId, idParam(input.emailid), userId, 'Copy of ');
    if (!copy) throw new CommandError(3, 'Email template not found');
    return { Success: true, ErrorCode: 0, EmailID: copy.id, EmailName: copy.name };
  }
}
