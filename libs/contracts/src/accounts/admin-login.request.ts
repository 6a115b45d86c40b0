import { IsNotEmpty, ValidateIf } from 'class-validator';

import { code } from '../validation';

const array = { style: 'array' as const };

/** Admin.Login: the admin API key may stand in for the password. */
export class AdminLoginRequest {
  @ValidateIf((o: AdminLoginRequest) => !o.adminapikey)
  @IsNotEmpty(code(1, 'Missing username', array))
  username?: string;

  @ValidateIf((o: AdminLoginRequest) => !o.adminapikey)
  @IsNotEmpty(code(2, 'Missing password', array))
  password?: string;

  adminapikey?: string;
  passwordencrypted?: string | boolean;
  disablecaptcha?: string | boolean;
  captcha?: string;
  captchaid?: string;
  tfacode?: string | number;
  tfarecoverycode?: string;
  disable2fa?: string | boolean;
}
