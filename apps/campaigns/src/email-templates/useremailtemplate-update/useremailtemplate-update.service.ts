import { Injectable } from '@nestjs/common';

import {
  canonicalOf,
  CommandError,
  TemplateContentTypes,
  TemplateImageEmbeddings,
  TemplateModes,
  type UseremailtemplateUpdateReply,
  type UseremailtemplateUpdateRequest,
} from '@mail/contracts';

import { idParam, textParam } from '../../emails/email-params';
import { EmailTemplatesRepository } from '../email-templates.repository';

/**
 * useremailtemplate.update: the fields sent are written, the others kept; a blank EmailName or Subject keeps the
 * stored one (a template always has both), an empty content field clears it. 6: no template of the caller. The rest: the DTO's.
 */
@Injectable()
export class UseremailtemplateUpdateService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async run(userId: number, p: UseremailtemplateUpdateRequest): Promise<UseremailtemplateUpdateReply> {
    const updated = await this.templates.updateUserTemplate(userId, idParam(p.emailid), {
      name: textParam(p.emailname)?.trim() || undefined,
      subject: textParam(p.subject)?.trim() ? textParam(p.subject) : undefined,
      preheader_text: textParam(p.preheadertext),
      content_type: canonicalOf(TemplateContentTypes, p.contenttype),
      html_content: textParam(p.htmlcontent),
      plain_content: textParam(p.plaincontent),
      extra_content1: textParam(p.extracontent1),
      extra_content2: textParam(p.extracontent2),
      mode: canonicalOf(TemplateModes, p.mode),
      image_embedding: canonicalOf(TemplateImageEmbeddings, p.imageembedding),
    });
    if (!updated) throw new CommandError(6, 'Email template not found');
    return { Success: true, ErrorCode: 0 };
  }
}
