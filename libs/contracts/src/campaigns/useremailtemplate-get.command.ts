import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { isNumericId, USER_EMAIL_TEMPLATE_RATE, type UserEmailTemplateRow } from './email-templates.shared';
import { InOrder, Rule } from './requests/param-rules';

export class UseremailtemplateGetRequest {
  @InOrder(IsPresent(code(1, 'Missing EmailID parameter')), Rule('numericId', isNumericId, code(2, 'Invalid EmailID. Must be a numeric value.')))
  @Param('The template', true)
  emailid?: string | number;
}

export interface UseremailtemplateGetReply {
  Success: true;
  ErrorCode: 0;
  EmailTemplate: UserEmailTemplateRow & { Attachments: never[] };
}

export const UseremailtemplateGet = defineCommand({
  name: 'useremailtemplate.get',
  service: 'campaigns',
  auth: 'user',
  permission: 'EmailTemplates.Manage',
  v1: { methods: ['GET'], path: 'useremailtemplate' },
  request: UseremailtemplateGetRequest,
  returns: reply<UseremailtemplateGetReply>(),
  reply: 'EmailTemplate (every column, and Attachments: always empty, templates have none)',
  errorStyle: 'array',
  errors: { 1: 'EmailID missing', 2: 'EmailID not numeric', 3: "no such template of the caller (another user's answers the same)" },
  rateLimit: USER_EMAIL_TEMPLATE_RATE,
  summary: 'One of the caller’s email templates with its full content.',
});
