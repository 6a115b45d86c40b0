import { IsNotEmpty, ValidateIf } from 'class-validator';
import { Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** User.Login: Username/Password unless an API key is given. Captcha and 2FA are checked by the service. */
export class UserLoginRequest {
  @ValidateIf((o: UserLoginRequest) => !o.apikey)
  @IsNotEmpty(code(1, 'Missing username'))
  @Param('Username (unless an API key is given)', 'cond')
  username?: string;

  @ValidateIf((o: UserLoginRequest) => !o.apikey)
  @IsNotEmpty(code(2, 'Missing password'))
  @Param('Password (unless an API key is given)', 'cond')
  password?: string;

  /** a user API key: logs in without a password */
  @Param('A user API key: logs in without a password')
  apikey?: string;
  /** bool: the password is the MD5 hex digest of the password */
  @Param('boolean: the password is already an MD5 digest')
  passwordencrypted?: string | boolean;
  /** bool: skip captcha verification */
  @Param('boolean: when not true, Captcha is required')
  disablecaptcha?: string | boolean;
  /** `<CaptchaID>:<text>`, or the text when `CaptchaID` is sent too */
  @Param('`<CaptchaID>:<text>`, or the text with CaptchaID', 'cond')
  captcha?: string;
  @Param('Captcha id (with a bare Captcha text)')
  captchaid?: string;
  @Param('Two-factor code (when 2FA is on)', 'cond')
  tfacode?: string | number;
  @Param('Two-factor recovery code')
  tfarecoverycode?: string;
  /** bool: with a valid TfaCode, turns two-factor authentication off after logging in */
  @Param('boolean: with a valid TfaCode, turn 2FA off')
  disable2fa?: string | boolean;
}

export interface UserLoginReply {
  SessionID: string;
  UserInfo: Record<string, unknown>;
}

export const UserLogin = defineCommand({
  name: 'User.Login',
  service: 'accounts',
  auth: 'none',
  request: UserLoginRequest,
  returns: reply<UserLoginReply>(),
  reply: 'SessionID, UserInfo',
  errorStyle: 'array',
  errors: {
    1: 'missing username',
    2: 'missing password',
    3: 'invalid credentials',
    4: 'missing captcha',
    5: 'invalid captcha',
    6: 'invalid 2FA code',
    101: '2FA required',
  },
  summary: 'Log a user in; returns SessionID and UserInfo.',
});
