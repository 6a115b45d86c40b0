import { Injectable } from '@nestjs/common';

import { CommandError, type EmailTemplateDeleteReply, type EmailTemplateDeleteRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { EmailTemplatesRepository } from '../email-templates.repository';
import { galleryScopeOf, idsOf } from '../gallery-scope';

/** email.template.delete: the listed templates the caller may delete go; 2 when none of them did. 1: the DTO's. */
@Injectable()
export class EmailTemplateDeleteService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async run(caller: Caller, input: EmailTemplateDeleteRequest): Promise<EmailTemplateDeleteReply> {
    const ids = idsOf(input.templates);
    const deleted = ids.length > 0 ? await this.templates.deleteGallery(galleryScopeOf(caller), ids) : 0;
    if (deleted === 0) throw new CommandError(2, 'No templates found or access denied for deletion');
    return {};
  }
}
