import { Injectable } from '@nestjs/common';

import { EmailTemplatesRepository } from './email-templates.repository';

/** What an email made from a gallery template takes: its subject and both bodies. */
export interface TemplateContent {
  subject: string;
  html: string;
  plain: string;
}

/**
 * The gallery as Email.Update (Mode=Template, RelTemplateID) reads it: a template the user may use, their own or a
 * global one; another user's is no template.
 */
@Injectable()
export class GalleryTemplateContent {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async usableBy(userId: number, templateId: number): Promise<TemplateContent | undefined> {
    const row = await this.templates.findGallery({ admin: false, userId }, templateId);
    return row && { subject: row.subject, html: row.html_content, plain: row.plain_content };
  }
}
