import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** user.passwordremind: parameter names arrive lower-cased; the first failing rule answers its code. */
export class UserPasswordremindRequest {
  @IsNotEmpty(code(1, 'Missing EmailAddress'))
  @Param('The user’s email address', true)
  emailaddress!: string;

  @Param('Base64-encoded template of the reset link; `%s` is replaced by the reset token (appended when absent)')
  customresetlink?: string;

  @Param('`true` returns PasswordResetToken and PasswordResetLink (with a valid AdminAPIKey only; empty otherwise)')
  returnparams?: string | boolean;

  @Param('Administrator API key: needed for ReturnParams, ResetEmailSubject and ResetEmailContent')
  adminapikey?: string;

  @Param('Custom email subject (AdminAPIKey required)')
  resetemailsubject?: string;

  @Param('Custom email body (AdminAPIKey required); `%Link%` or `%s` stands for the reset link (appended when absent)')
  resetemailcontent?: string;
}

export interface UserPasswordremindReply {
  ErrorText: string;
  /** '' unless ReturnParams with an administrator's key */
  PasswordResetToken: string;
  PasswordResetLink: string;
}

export const UserPasswordremind = defineCommand({
  name: 'user.passwordremind',
  service: 'accounts',
  auth: 'none',
  aliases: ['User.PasswordRemind'],
  rateLimit: { requests: 20, windowSeconds: 60 },
  request: UserPasswordremindRequest,
  returns: reply<UserPasswordremindReply>(),
  reply: 'ErrorText, PasswordResetToken, PasswordResetLink',
  errorStyle: 'array',
  errors: {
    1: 'EmailAddress missing',
    2: 'EmailAddress is not a valid address',
    3: 'address not found: never answered (the call succeeds the same way whether or not the address exists)',
  },
  summary: 'Mail a user a single-use password-reset link valid for one hour (sent in the background; the reply is the same whether or not the address exists).',
});
