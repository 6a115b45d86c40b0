import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class EmailDeleteRequest {
  @IsPositiveId(code(1, 'Required field missing: EmailID'))
  @Param('The email', true)
  emailid?: string | number;
}

export type EmailDeleteReply = Record<string, never>;

export const EmailDelete = defineCommand({
  name: 'Email.Delete',
  service: 'campaigns',
  auth: 'user',
  request: EmailDeleteRequest,
  returns: reply<EmailDeleteReply>(),
  errorStyle: 'scalar',
  errors: {
    1: "EmailID missing or invalid, or no email of the caller's",
    2: 'the email is used by a campaign that may still send (Draft, Ready, Scheduled, Sending, Paused, Pending Approval; extension): finished campaigns let go of it',
  },
  summary: 'Delete an email.',
});
