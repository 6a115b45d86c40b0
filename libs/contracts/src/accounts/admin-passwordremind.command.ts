import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** admin.passwordremind: a missing address answers the vendor's name code `emailaddress`. */
export class AdminPasswordremindRequest {
  @IsNotEmpty(code(1, 'Missing EmailAddress', { value: 'emailaddress' }))
  @Param('The administrator’s email address', true)
  emailaddress!: string;

  @Param('Base64-encoded template of the reset link; `%s` is replaced by the reset token (appended when absent)')
  customresetlink?: string;
}

/** a success carries nothing beyond the envelope */
export type AdminPasswordremindReply = Record<string, never>;

export const AdminPasswordremind = defineCommand({
  name: 'admin.passwordremind',
  service: 'accounts',
  auth: 'none',
  aliases: ['Admin.PasswordRemind'],
  rateLimit: { requests: 20, windowSeconds: 60 },
  request: AdminPasswordremindRequest,
  returns: reply<AdminPasswordremindReply>(),
  errorStyle: 'array',
  errors: {
    1: "EmailAddress missing (ErrorCode ['emailaddress'])",
    2: 'EmailAddress is not a valid address',
    3: 'no administrator has the address: never answered (docs/decisions.md: the reply does not reveal it)',
    403: "demo installation (ErrorCode ['NOT AVAILABLE IN DEMO MODE.'])",
  },
  summary: 'Mail an administrator a single-use password-reset link valid for one hour (the reply never tells whether the address exists).',
});
