import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class EmailGetRequest {
  @InOrder(
    IsPresent(code(1, "The required parameter 'EmailID' is missing.")),
    IsPositiveId(code(2, 'Email not found or you do not have permission to view it.')),
  )
  @Param('The email', true)
  emailid?: string | number;
}

export interface EmailGetReply {
  EmailInformation: Record<string, unknown>;
}

export const EmailGet = defineCommand({
  name: 'Email.Get',
  service: 'campaigns',
  auth: 'user',
  request: EmailGetRequest,
  returns: reply<EmailGetReply>(),
  reply: 'EmailInformation',
  errorStyle: 'array',
  errors: { 1: 'EmailID missing', 2: "email not found or not the caller's" },
  summary: 'One email.',
  notes: 'reference notes 1.6 (full email field list)',
});
