import { IsNotEmpty } from 'class-validator';
import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** Admin.Update. Codes follow the spec; a missing AdminID is treated as an invalid one (6). */
export class AdminUpdateRequest {
  @IsNotEmpty(code(6, 'Invalid admin id'))
  @Param('The administrator', true)
  adminid!: string | number;

  @MaxText(TextBounds.name, 9, 'Name')
  @IsNotEmpty(code(1, 'Missing name'))
  @Param(`Name, at most ${TextBounds.name} characters`, true)
  name!: string;

  @MaxText(TextBounds.name, 9, 'Username')
  @IsNotEmpty(code(2, 'Missing username'))
  @Param(`Username, at most ${TextBounds.name} characters`, true)
  username!: string;

  @MaxText(TextBounds.address, 9, 'EmailAddress')
  @IsNotEmpty(code(4, 'Missing email address'))
  @Param(`Email address, at most ${TextBounds.address} characters`, true)
  emailaddress!: string;

  @Param('New password')
  password?: string;
  /** extension: 'true' turns TOTP on and returns the secret once */
  @Param("'true' turns TOTP on (extension)")
  enable2fa?: string | boolean;
  /** extension: 'true' turns TOTP off */
  @Param("'true' turns TOTP off (extension)")
  cancel2fa?: string | boolean;
}

/** nothing beyond the envelope, but the new secret when the call enabled two-factor authentication */
export interface AdminUpdateReply {
  '2FA_SecretKey'?: string;
  '2FA_RecoveryKey'?: string;
  MFA_QRCode?: string;
}

export const AdminUpdate = defineCommand({
  name: 'Admin.Update',
  service: 'accounts',
  auth: 'admin',
  request: AdminUpdateRequest,
  returns: reply<AdminUpdateReply>(),
  errorStyle: 'array',
  errors: {
    1: 'missing name',
    2: 'missing username',
    4: 'missing email',
    6: 'invalid admin id',
    7: 'invalid email format',
    8: 'admin account not owned by the logged-in admin',
    9: `Name or Username longer than ${TextBounds.name}, or EmailAddress longer than ${TextBounds.address} characters (extension)`,
  },
  summary: "Update an administrator's account.",
});
