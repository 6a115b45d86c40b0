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
    3: 'the SpamAssassin at SPAMD_URL did not answer (without SPAMD_URL the built-in rules score and this never happens)',
  },
  summary: 'Score an email for spam: with SpamAssassin when SPAMD_URL is set, with the built-in rules otherwise.',
  notes: `${ERROR_MESSAGE_NOTE} Without SPAMD_URL the built-in rules score the rendered message (no unsubscribe link, image-only body, shouting subject, link/text ratio, URL shorteners, bare-IP links, no plain part, broken HTML, active content, hidden text, spam phrases); Details lists each rule that fired as \`points NAME description\`, as spamd's report does, and the threshold is 5.`,
});
