import { IsNotEmpty, ValidateIf } from 'class-validator';

import { code } from '../validation';

const array = { style: 'array' as const };

/** User.Login: Username/Password unless an API key is given. Captcha and 2FA are checked by the service. */
export class UserLoginRequest {
  @ValidateIf((o: UserLoginRequest) => !o.apikey)
  @IsNotEmpty(code(1, 'Missing username', array))
  username?: string;

  @ValidateIf((o: UserLoginRequest) => !o.apikey)
  @IsNotEmpty(code(2, 'Missing password', array))
  password?: string;

  /** a user API key: logs in without a password */
  apikey?: string;
  /** bool: the password is the MD5 hex digest of the password */
  passwordencrypted?: string | boolean;
  /** bool: skip captcha verification */
  disablecaptcha?: string | boolean;
  /** `<CaptchaID>:<text>`, or the text when `CaptchaID` is sent too */
  captcha?: string;
  captchaid?: string;
  tfacode?: string | number;
  tfarecoverycode?: string;
  /** bool: with a valid TfaCode, turns two-factor authentication off after logging in */
  disable2fa?: string | boolean;
}
