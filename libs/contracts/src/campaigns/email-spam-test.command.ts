import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class EmailSpamTestRequest {
  @InOrder(IsPresent(code(1, 'Email ID is required.')), IsPositiveId(code(2, 'Email not found.')))
  @Param('The email to score', true)
  emailid?: string | number;
}

export interface EmailSpamTestReply {
  TestResults: { SpamStatus: 'Yes' | 'No'; Score: number; Threshold: number; Details: string };
}

const ERROR_MESSAGE_NOTE = 'Old clients read `ErrorMessage` on a failure (the vendor sends it instead of ErrorText): answer both.';

export const EmailSpamTest = defineCommand({
  name: 'Email.SpamTest',
  service: 'campaigns',
  auth: 'user',
  request: EmailSpamTestRequest,
  returns: reply<EmailSpamTestReply>(),
  reply: 'TestResults { SpamStatus, Score, Details }',
  errorStyle: 'scalar',
  errors: {
    1: 'EmailID missing',
    2: "email not found or not the caller's",
    3: 'spam test failed, or no SpamAssassin configured (SPAMD_URL): the message says how to enable it',
  },
  summary: 'Score an email for spam with SpamAssassin.',
  notes: ERROR_MESSAGE_NOTE,
});
