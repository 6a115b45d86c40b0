import { IsNotEmpty, ValidateIf } from 'class-validator';

import { Param } from '../request-params';
import { code } from '../validation';

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
