import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** user.passwordreset: `UserID` is, despite its name, the reset token of the reminder's link. */
export class UserPasswordresetRequest {
  @IsNotEmpty(code(1, 'Missing UserID (the reset token)'))
  @Param('The reset token from the user.passwordremind link (the vendor calls it UserID)', true)
  userid!: string;

  @Param('Administrator API key: needed for NewPassword and DontSendNewPasswordEmail')
  adminapikey?: string;

  @Param('Password to set instead of a random one (AdminAPIKey required)')
  newpassword?: string;

  @Param("'true' skips the new-password email (AdminAPIKey required)")
  dontsendnewpasswordemail?: string | boolean;

  @Param('`true` writes a NewPassword chosen by the administrator in the email (a random password is always written)')
  showpassword?: string | boolean;
}

export interface UserPasswordresetReply {
  ErrorText: string;
  /** an integration leftover of the vendor's reply, always false */
  WoocommerceUserId: false;
}

export const UserPasswordreset = defineCommand({
  name: 'user.passwordreset',
  service: 'accounts',
  auth: 'none',
  aliases: ['User.PasswordReset'],
  rateLimit: { requests: 20, windowSeconds: 60 },
  request: UserPasswordresetRequest,
  returns: reply<UserPasswordresetReply>(),
  reply: 'ErrorText, WoocommerceUserId',
  errorStyle: 'array',
  errors: { 1: 'UserID (the reset token) missing', 2: 'the token is unknown, already used or expired, or its user is gone' },
  summary: 'Complete a user password reset from the single-use token: sets a new (random) password and emails it.',
});
