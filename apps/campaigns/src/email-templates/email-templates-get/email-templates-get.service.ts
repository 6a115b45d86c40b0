import { Injectable } from '@nestjs/common';

import type { EmailTemplatesGetReply } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { EmailTemplatesRepository } from '../email-templates.repository';
import { galleryTemplateOf } from '../email-templates.presenter';
import { galleryScopeOf } from '../gallery-scope';

/** email.templates.get: the gallery templates the caller may read, by id. */
@Injectable()
export class EmailTemplatesGetService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async run(caller: Caller): Promise<EmailTemplatesGetReply> {
    const rows = await this.templates.listGallery(galleryScopeOf(caller));
    return { TotalTemplateCount: rows.length, Templates: rows.map(galleryTemplateOf) };
  }
}
