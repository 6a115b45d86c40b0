import { IsNotEmpty, ValidateIf } from 'class-validator';
import { Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** Admin.Login: the admin API key may stand in for the password. */
export class AdminLoginRequest {
  @ValidateIf((o: AdminLoginRequest) => !o.adminapikey)
  @IsNotEmpty(code(1, 'Missing username'))
  @Param('Username', 'cond')
  username?: string;

  @ValidateIf((o: AdminLoginRequest) => !o.adminapikey)
  @IsNotEmpty(code(2, 'Missing password'))
  @Param('Password', 'cond')
  password?: string;

  @Param('Admin API key: skips the password when configured')
  adminapikey?: string;
  @Param('boolean: the password is already an MD5 digest')
  passwordencrypted?: string | boolean;
  @Param('boolean: skip captcha')
  disablecaptcha?: string | boolean;
  @Param('Captcha answer (when captcha is enabled)', 'cond')
  captcha?: string;
  @Param('Captcha id')
  captchaid?: string;
  @Param('Two-factor code (when 2FA is on)', 'cond')
  tfacode?: string | number;
  @Param('Resets and disables 2FA')
  tfarecoverycode?: string;
  @Param('boolean: turn 2FA off')
  disable2fa?: string | boolean;
}

export interface AdminLoginReply {
  SessionID: string;
  AdminInfo: Record<string, unknown>;
}

export const AdminLogin = defineCommand({
  name: 'Admin.Login',
  service: 'accounts',
  auth: 'none',
  request: AdminLoginRequest,
  returns: reply<AdminLoginReply>(),
  reply: 'SessionID, AdminInfo',
  errorStyle: 'array',
  errors: {
    1: 'missing username',
    2: 'missing password',
    3: 'invalid username or password',
    4: 'missing captcha',
    5: 'invalid captcha',
    101: 'invalid two-factor code',
  },
  summary: 'Log an administrator in; returns SessionID and AdminInfo.',
});
