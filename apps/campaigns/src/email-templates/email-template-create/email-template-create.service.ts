import { Injectable } from '@nestjs/common';

import { CommandError, type EmailTemplateCreateReply, type EmailTemplateCreateRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { textParam } from '../../emails/email-params';
import { AccountUsersClient } from '../account-users.client';
import { EmailTemplatesRepository } from '../email-templates.repository';
import { galleryScopeOf } from '../gallery-scope';

/**
 * email.template.create: a user's template is their own; an administrator's is global (RelOwnerUserID absent or 0)
 * or a user's (3 when accounts knows no such user). 1, 2 and 4: the DTO's.
 */
@Injectable()
export class EmailTemplateCreateService {
  constructor(
    private readonly templates: EmailTemplatesRepository,
    private readonly users: AccountUsersClient,
  ) {}

  async run(caller: Caller, input: EmailTemplateCreateRequest): Promise<EmailTemplateCreateReply> {
    const scope = galleryScopeOf(caller);
    const owner = scope.admin ? Number(textParam(input.relowneruserid)?.trim() || 0) : scope.userId;
    if (scope.admin && owner > 0 && !(await this.users.exists(owner))) throw new CommandError(3, 'RelOwnerUserID is not an existing user');
    const text = (value: unknown) => textParam(value) ?? '';
    const id = await this.templates.createGallery({
      owner_user_id: owner,
      name: text(input.templatename).trim(),
      description: text(input.templatedescription),
      subject: text(input.templatesubject),
      html_content: text(input.templatehtmlcontent),
      plain_content: text(input.templateplaincontent),
      thumbnail_path: text(input.templatethumbnailpath).trim(),
      access_type: text(input.accesstype).trim(),
    });
    return { TemplateID: id };
  }
}
