import { Injectable } from '@nestjs/common';

import { CommandError, type UseremailtemplatePreviewReply, type UseremailtemplatePreviewRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { idParam } from '../../emails/email-params';
import { linkBaseUrl } from '../../emails/preview-message';
import { AccountUsersClient } from '../account-users.client';
import { EmailTemplatesRepository } from '../email-templates.repository';
import { includeBrandingOf, previewFields, renderTemplatePreview, sampleDataOf, subscriberTagsIn } from './template-preview';

/**
 * useremailtemplate.preview: 3 (not the caller's template), then 4–6 (template-preview.ts); renders the template with
 * the sample subscriber and the caller's own `%User:…%` values. IncludeBranding is checked and honoured as sending
 * does: messages carry no account-wide header or footer yet, so both answers are the personalised body (docs/decisions.md).
 */
@Injectable()
export class UseremailtemplatePreviewService {
  constructor(
    private readonly templates: EmailTemplatesRepository,
    private readonly users: AccountUsersClient,
  ) {}

  async run(caller: Caller, input: UseremailtemplatePreviewRequest): Promise<UseremailtemplatePreviewReply> {
    const template = await this.templates.findUserTemplate(caller.userId, idParam(input.emailtemplateid));
    if (!template) throw new CommandError(3, 'Email template not found');
    const sample = sampleDataOf(input.sampledata);
    includeBrandingOf(input.includebranding);
    const tags = subscriberTagsIn(template.subject, template.html_content, template.plain_content);
    const userFields = await this.users.fieldsOf(caller.userId);
    const page = renderTemplatePreview(template, previewFields(sample, tags), userFields, linkBaseUrl(caller.request.baseUrl));
    return { Success: true, ErrorCode: 0, Subject: page.subject, HTMLContent: page.html, PlainContent: page.plain };
  }
}
