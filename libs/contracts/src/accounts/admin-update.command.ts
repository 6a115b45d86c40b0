import { IsNotEmpty } from 'class-validator';
import { Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** Admin.Update. Codes follow the spec; a missing AdminID is treated as an invalid one (6). */
export class AdminUpdateRequest {
  @IsNotEmpty(code(6, 'Invalid admin id'))
  @Param('The administrator', true)
  adminid!: string | number;

  @IsNotEmpty(code(1, 'Missing name'))
  @Param('Name', true)
  name!: string;

  @IsNotEmpty(code(2, 'Missing username'))
  @Param('Username', true)
  username!: string;

  @IsNotEmpty(code(4, 'Missing email address'))
  @Param('Email address', true)
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
  },
  summary: "Update an administrator's account.",
});
