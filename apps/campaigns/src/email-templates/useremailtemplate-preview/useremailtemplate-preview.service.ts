import { Injectable } from '@nestjs/common';

import { CommandError, type UseremailtemplatePreviewReply, type UseremailtemplatePreviewRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { idParam } from '../../emails/email-params';
import { linkBaseUrl } from '../../emails/preview-message';
import { UserEmailContentRepository } from '../../user-email-content/user-email-content.repository';
import { AccountUsersClient } from '../account-users.client';
import { EmailTemplatesRepository } from '../email-templates.repository';
import { includeBrandingOf, previewFields, renderTemplatePreview, sampleDataOf, subscriberTagsIn } from './template-preview';

/**
 * useremailtemplate.preview: 3 (not the caller's template), then 4–6 (template-preview.ts); renders the template with
 * the sample subscriber and the caller's own `%User:…%` values, inside the user's header and footer (user.emailcontent)
 * as a sent campaign message has them, unless IncludeBranding is false.
 */
@Injectable()
export class UseremailtemplatePreviewService {
  constructor(
    private readonly templates: EmailTemplatesRepository,
    private readonly users: AccountUsersClient,
    private readonly headerFooters: UserEmailContentRepository,
  ) {}

  async run(caller: Caller, input: UseremailtemplatePreviewRequest): Promise<UseremailtemplatePreviewReply> {
    const template = await this.templates.findUserTemplate(caller.userId, idParam(input.emailtemplateid));
    if (!template) throw new CommandError(3, 'Email template not found');
    const sample = sampleDataOf(input.sampledata);
    const branding = includeBrandingOf(input.includebranding);
    const tags = subscriberTagsIn(template.subject, template.html_content, template.plain_content);
    const [userFields, headerFooter] = await Promise.all([this.users.fieldsOf(caller.userId), branding ? this.headerFooters.of(caller.userId) : undefined]);
    const page = renderTemplatePreview(template, previewFields(sample, tags), userFields, linkBaseUrl(caller.request.baseUrl), new Date(), headerFooter);
    return { Success: true, ErrorCode: 0, Subject: page.subject, HTMLContent: page.html, PlainContent: page.plain };
  }
}
