import { Injectable } from '@nestjs/common';

import { CommandError, type EmailTemplateUpdateReply, type EmailTemplateUpdateRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { idParam, textParam } from '../../emails/email-params';
import { AccountUsersClient } from '../account-users.client';
import { EmailTemplatesRepository, type GalleryTemplateFields } from '../email-templates.repository';
import { galleryScopeOf } from '../gallery-scope';

/**
 * email.template.update: the fields sent are written, the others kept; a blank TemplateName keeps the name. A user
 * changes their own templates only (a global or another user's answers 2); RelOwnerUserID and AccessType are an
 * administrator's (a user's are ignored; 3 an owner accounts does not know). 1, 2 (not an id) and 4: the DTO's.
 */
@Injectable()
export class EmailTemplateUpdateService {
  constructor(
    private readonly templates: EmailTemplatesRepository,
    private readonly users: AccountUsersClient,
  ) {}

  async run(caller: Caller, input: EmailTemplateUpdateRequest): Promise<EmailTemplateUpdateReply> {
    const scope = galleryScopeOf(caller);
    const changes: Partial<GalleryTemplateFields> = {
      name: textParam(input.templatename)?.trim() || undefined,
      description: textParam(input.templatedescription),
      subject: textParam(input.templatesubject),
      html_content: textParam(input.templatehtmlcontent),
      plain_content: textParam(input.templateplaincontent),
      thumbnail_path: textParam(input.templatethumbnailpath)?.trim(),
    };
    if (scope.admin) {
      changes.access_type = textParam(input.accesstype)?.trim();
      const owner = textParam(input.relowneruserid)?.trim();
      if (owner) changes.owner_user_id = Number(owner);
      if (changes.owner_user_id && !(await this.users.exists(changes.owner_user_id))) throw new CommandError(3, 'RelOwnerUserID is not an existing user');
    }
    if (!(await this.templates.updateGallery(scope, idParam(input.templateid), changes))) throw new CommandError(2, 'Template not found or access denied');
    return {};
  }
}
