import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { isNumericId, USER_EMAIL_TEMPLATE_RATE } from './email-templates.shared';
import { InOrder, Rule } from './requests/param-rules';

export class UseremailtemplateCopyRequest {
  @InOrder(IsPresent(code(1, 'Missing EmailID parameter')), Rule('numericId', isNumericId, code(2, 'Invalid EmailID. Must be a numeric value.')))
  @Param('The template to duplicate', true)
  emailid?: string | number;
}

export interface UseremailtemplateCopyReply {
  Success: true;
  ErrorCode: 0;
  EmailID: number;
  EmailName: string;
}

export const UseremailtemplateCopy = defineCommand({
  name: 'useremailtemplate.copy',
  service: 'campaigns',
  auth: 'user',
  permission: 'EmailTemplates.Manage',
  v1: { methods: ['POST'], path: 'useremailtemplate.copy' },
  request: UseremailtemplateCopyRequest,
  returns: reply<UseremailtemplateCopyReply>(),
  reply: "EmailID, EmailName ('Copy of ' and the original's name)",
  errorStyle: 'array',
  errors: { 1: 'EmailID missing', 2: 'EmailID not numeric', 3: "no such template of the caller (another user's answers the same)" },
  rateLimit: USER_EMAIL_TEMPLATE_RATE,
  summary: 'Duplicate one of the caller’s email templates, content and settings, as "Copy of <name>".',
});
