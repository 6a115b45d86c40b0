import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import type { GalleryTemplate } from './email-templates.shared';

export class EmailTemplatesGetRequest {}

export interface EmailTemplatesGetReply {
  TotalTemplateCount: number;
  Templates: GalleryTemplate[];
}

export const EmailTemplatesGet = defineCommand({
  name: 'email.templates.get',
  service: 'campaigns',
  auth: 'user-or-admin',
  permission: 'EmailTemplates.Manage',
  request: EmailTemplatesGetRequest,
  returns: reply<EmailTemplatesGetReply>(),
  reply: 'TotalTemplateCount, Templates (as email.template.get), by TemplateID',
  errorStyle: 'array',
  errors: {},
  summary: "The gallery templates the caller may use: a user's own and the global ones; every template for an administrator.",
});
