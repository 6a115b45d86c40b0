import { Injectable } from '@nestjs/common';

import { CommandError, type EmailTemplateGetReply, type EmailTemplateGetRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { idParam } from '../../emails/email-params';
import { EmailTemplatesRepository } from '../email-templates.repository';
import { galleryScopeOf } from '../gallery-scope';
import { galleryTemplateOf } from '../email-templates.presenter';

/** email.template.get: a template the caller may read (a user: their own or a global one); any other answers 2. */
@Injectable()
export class EmailTemplateGetService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async run(caller: Caller, input: EmailTemplateGetRequest): Promise<EmailTemplateGetReply> {
    const row = await this.templates.findGallery(galleryScopeOf(caller), idParam(input.templateid));
    if (!row) throw new CommandError(2, 'Template not found');
    return { Template: galleryTemplateOf(row) };
  }
}
