import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { Rule } from './requests/param-rules';
import type { UserEmailContent } from './user-emailcontent-get.command';

/** at most this many characters per block (a whole email body is bounded the same way) */
export const EMAIL_CONTENT_BLOCK_MAX = 1_000_000;

const textOrAbsent = (value: unknown) =>
  value === undefined || value === null || ((typeof value === 'string' || typeof value === 'number') && String(value).length <= EMAIL_CONTENT_BLOCK_MAX);
const block = (name: string) =>
  Rule('emailContentBlock', textOrAbsent, code(1, `${name} must be text of at most ${EMAIL_CONTENT_BLOCK_MAX} characters`, { httpStatus: 422 }));

/** A true partial update: a block sent replaces the stored one ('' clears it), a block left out is kept. */
export class UserEmailcontentUpdateRequest {
  @block('PlainEmailHeader')
  @Param('Text put at the top of plain-text campaign messages; omit to keep, "" clears')
  plainemailheader?: string | number | null;

  @block('PlainEmailFooter')
  @Param('Text put at the bottom of plain-text campaign messages; omit to keep, "" clears')
  plainemailfooter?: string | number | null;

  @block('HTMLEmailHeader')
  @Param('HTML put at the top of the body of HTML campaign messages; omit to keep, "" clears')
  htmlemailheader?: string | number | null;

  @block('HTMLEmailFooter')
  @Param('HTML put at the bottom of the body of HTML campaign messages; omit to keep, "" clears')
  htmlemailfooter?: string | number | null;
}

export interface UserEmailcontentUpdateReply {
  Success: true;
  EmailContent: UserEmailContent;
}

export const UserEmailcontentUpdate = defineCommand({
  name: 'user.emailcontent.update',
  service: 'campaigns',
  auth: 'user',
  permission: 'User.Update',
  v1: { methods: ['PATCH'], path: 'user.emailcontent' },
  request: UserEmailcontentUpdateRequest,
  returns: reply<UserEmailcontentUpdateReply>(),
  reply: 'Success, EmailContent { PlainEmailHeader, PlainEmailFooter, HTMLEmailHeader, HTMLEmailFooter } (all four, as stored after the update)',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'a block is not text (an array or object) or longer than 1,000,000 characters (ours)', httpStatus: 422 },
    2: { meaning: 'saving failed', httpStatus: 500 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary:
    "Changes any of the caller's four header/footer blocks, keeping the others: stored raw and added to every campaign message's HTML body and plain text from the next send run on.",
});
