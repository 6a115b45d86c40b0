import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

export class EmailTemplateDeleteRequest {
  @IsPresent(code(1, 'Missing required parameter Templates'))
  @Param('Comma-separated template ids, e.g. 500,501,502 (entries that are not ids are skipped)', true)
  templates?: string | number;
}

export type EmailTemplateDeleteReply = Record<string, never>;

export const EmailTemplateDelete = defineCommand({
  name: 'email.template.delete',
  service: 'campaigns',
  auth: 'user-or-admin',
  permission: 'EmailTemplates.Manage',
  request: EmailTemplateDeleteRequest,
  returns: reply<EmailTemplateDeleteReply>(),
  errorStyle: 'array',
  errors: { 1: 'Templates missing', 2: 'none of the ids names a template the caller may delete (a user: their own; an administrator: any)' },
  summary: 'Delete gallery templates; the ones the caller may not delete are left as they are.',
});
