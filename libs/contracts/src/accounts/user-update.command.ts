import { IsNotEmpty } from 'class-validator';
import { Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

const ADMIN_ONLY = ['accountstatus', 'availablecredits', 'signupipaddress', 'apikey', 'relusergroupid', 'reputationlevel', 'usersince'];
const ANY_CALLER: [string, string][] = [
  ['emailaddress', ''],
  ['username', ''],
  ['password', ''],
  ['firstname', ''],
  ['lastname', ''],
  ['companyname', ''],
  ['website', ''],
  ['otheremailaddresses', ''],
  ['street', ''],
  ['street2', ''],
  ['city', ''],
  ['state', ''],
  ['zip', ''],
  ['country', ''],
  ['vat', ''],
  ['phone', ''],
  ['phoneverified', '1 or 0'],
  ['fax', ''],
  ['timezone', ''],
  ['language', ''],
  ['lastactivitydatetime', 'YYYY-MM-DD HH:MM:SS'],
  ['forwardtofriendheader', ''],
  ['forwardtofriendfooter', ''],
  ['previewserviceaccount', 'third-party email preview integration'],
  ['previewserviceapikey', 'third-party email preview integration'],
  ['enable2fa', "'true' (with TfaCode)"],
  ['cancel2fa', "'true'"],
  ['tfacode', 'Two-factor code confirming Enable2FA'],
  ['ratelimits', ''],
  ['customemailheaders', ''],
  ['whitelistedemailaddresses', 'one address per line'],
  ['deliveryserverid', ''],
  ['defaultsenderdomain', 'user-specific default sender domain'],
];

/**
 * User.Update. Only UserID is validated here; the service checks which of the other parameters the
 * caller may send (admin-only ones answer 2 for a user caller) and their formats.
 */
export class UserUpdateRequest {
  @IsNotEmpty(code(1, 'Missing required field(s): UserID'))
  @Param('The user', true)
  userid!: string | number;

  [param: string]: unknown;
}
for (const name of ADMIN_ONLY) Param('admin only')(UserUpdateRequest.prototype, name);
for (const [name, description] of ANY_CALLER) Param(description)(UserUpdateRequest.prototype, name);

/** nothing beyond the envelope, but the recovery key when the call enabled two-factor authentication */
export interface UserUpdateReply {
  '2FA_RecoveryKey'?: string;
}

export const UserUpdate = defineCommand({
  name: 'User.Update',
  service: 'accounts',
  auth: 'user',
  userAdministration: true,
  request: UserUpdateRequest,
  returns: reply<UserUpdateReply>(),
  permission: 'User.Update',
  errorStyle: 'scalar',
  errors: {
    1: 'missing required field(s)',
    2: 'user id mismatch or unauthorized (admin-only parameter)',
    3: 'connection error with the third-party preview service',
    4: 'two-factor code verification failed',
    5: 'user information retrieval failed',
    6: 'email or username already exists',
    7: 'invalid email address',
    8: 'invalid value',
    11: 'invalid date format (use YYYY-MM-DD)',
  },
  summary: "Update a user's account; some parameters are admin-only.",
});
