import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import type { GalleryTemplate } from './email-templates.shared';
import { InOrder } from './requests/param-rules';

export class EmailTemplateGetRequest {
  @InOrder(IsPresent(code(1, 'Missing required parameter TemplateID')), IsPositiveId(code(2, 'Template not found')))
  @Param('The gallery template', true)
  templateid?: string | number;
}

export interface EmailTemplateGetReply {
  Template: GalleryTemplate;
}

export const EmailTemplateGet = defineCommand({
  name: 'email.template.get',
  service: 'campaigns',
  auth: 'user-or-admin',
  permission: 'EmailTemplates.Manage',
  request: EmailTemplateGetRequest,
  returns: reply<EmailTemplateGetReply>(),
  reply: 'Template (TemplateID, TemplateName, TemplateDescription, TemplateSubject, TemplateHTMLContent, TemplatePlainContent, RelOwnerUserID)',
  errorStyle: 'array',
  errors: { 1: 'TemplateID missing', 2: "no such template, or another user's (a user reads their own and the global ones)" },
  summary: 'One gallery template with its content and owner (0: global).',
});
