import { Injectable } from '@nestjs/common';

import { CommandError, type UseremailtemplateCopytouserReply, type UseremailtemplateCopytouserRequest } from '@mail/contracts';

import { idParam } from '../../emails/email-params';
import { AccountUsersClient } from '../account-users.client';
import { EmailTemplatesRepository } from '../email-templates.repository';

/**
 * useremailtemplate.copytouser: 7 and 8 when accounts knows no such source or target user, 9 when the source user has
 * no template with this id; the copy keeps the name. 1–6: the DTO's.
 */
@Injectable()
export class UseremailtemplateCopytouserService {
  constructor(
    private readonly templates: EmailTemplatesRepository,
    private readonly users: AccountUsersClient,
  ) {}

  async run(input: UseremailtemplateCopytouserRequest): Promise<UseremailtemplateCopytouserReply> {
    const [source, target] = [idParam(input.sourceuserid), idParam(input.targetuserid)];
    if (!(source > 0 && (await this.users.exists(source)))) throw new CommandError(7, 'Source user not found');
    if (!(target > 0 && (await this.users.exists(target)))) throw new CommandError(8, 'Target user not found');
    const copy = await this.templates.copyUserTemplate(source, idParam(input.emailid), target, '');
    if (!copy) throw new CommandError(9, 'Email template not found for source user');
    return { Success: true, ErrorCode: 0, EmailID: copy.id };
  }
}
