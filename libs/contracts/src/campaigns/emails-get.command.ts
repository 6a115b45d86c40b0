import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** Emails.Get takes nothing but the credentials (the spec: "No further params"). */
export class EmailsGetRequest {}

export interface EmailsGetReply {
  TotalEmailCount: number;
  Emails: Record<string, string | null>[];
}

export const EmailsGet = defineCommand({
  name: 'Emails.Get',
  service: 'campaigns',
  auth: 'user',
  request: EmailsGetRequest,
  returns: reply<EmailsGetReply>(),
  reply: 'TotalEmailCount, Emails',
  errorStyle: 'array',
  errors: {},
  summary: "The caller's emails (ordered by EmailName).",
});
