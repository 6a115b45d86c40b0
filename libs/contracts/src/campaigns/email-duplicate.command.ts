import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class EmailDuplicateRequest {
  @IsPositiveId(code(1, "The 'EmailID' parameter is missing or invalid."))
  @Param('The email to copy', true)
  emailid?: string | number;
}

export interface EmailDuplicateReply {
  EmailID: number;
  EmailName: string;
}

export const EmailDuplicate = defineCommand({
  name: 'Email.Duplicate',
  service: 'campaigns',
  auth: 'user',
  request: EmailDuplicateRequest,
  returns: reply<EmailDuplicateReply>(),
  reply: 'EmailID, EmailName',
  errorStyle: 'array',
  errors: { 1: 'EmailID missing or invalid', 2: "email not found or not the caller's" },
  summary: 'Copy an email.',
});
