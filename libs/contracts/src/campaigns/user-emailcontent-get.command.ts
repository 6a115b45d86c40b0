import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** user.emailcontent.get takes no parameters besides authentication. */
export class UserEmailcontentGetRequest {}

/** The four account-wide blocks added to every campaign message (each '' when never set). */
export interface UserEmailContent {
  PlainEmailHeader: string;
  PlainEmailFooter: string;
  HTMLEmailHeader: string;
  HTMLEmailFooter: string;
}

export interface UserEmailcontentGetReply {
  Success: true;
  EmailContent: UserEmailContent;
}

export const UserEmailcontentGet = defineCommand({
  name: 'user.emailcontent.get',
  service: 'campaigns',
  auth: 'user',
  permission: 'User.Update',
  v1: { methods: ['GET'], path: 'user.emailcontent' },
  request: UserEmailcontentGetRequest,
  returns: reply<UserEmailcontentGetReply>(),
  reply: 'Success, EmailContent { PlainEmailHeader, PlainEmailFooter, HTMLEmailHeader, HTMLEmailFooter }',
  errorStyle: 'array',
  errors: {},
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary:
    "The caller's account-wide header and footer blocks (plain and HTML) added to every campaign message; never 'not found': unset blocks are empty strings.",
});
