import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** admin.passwordreset: `AdminID` is the reset token of the reminder's link; missing answers the name code `adminid`. */
export class AdminPasswordresetRequest {
  @IsNotEmpty(code(1, 'Missing AdminID (the reset token)', { value: 'adminid' }))
  @Param('The reset token from the admin.passwordremind link (the vendor calls it AdminID)', true)
  adminid!: string;
}

/** a success carries nothing beyond the envelope */
export type AdminPasswordresetReply = Record<string, never>;

export const AdminPasswordreset = defineCommand({
  name: 'admin.passwordreset',
  service: 'accounts',
  auth: 'none',
  aliases: ['Admin.PasswordReset'],
  rateLimit: { requests: 20, windowSeconds: 60 },
  request: AdminPasswordresetRequest,
  returns: reply<AdminPasswordresetReply>(),
  errorStyle: 'array',
  errors: {
    1: "AdminID missing (ErrorCode ['adminid'])",
    2: 'the token is unknown, already used or expired (bad link)',
    403: "demo installation (ErrorCode ['NOT AVAILABLE IN DEMO MODE.'])",
  },
  summary: 'Complete an administrator password reset from the single-use token: sets a new random password and emails it.',
});
