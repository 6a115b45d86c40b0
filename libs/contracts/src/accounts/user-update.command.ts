import { IsNotEmpty } from 'class-validator';
import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** Parameters only an administrator may send, with the longest text each may hold (none: not stored as text). */
const ADMIN_ONLY: [string, number?][] = [
  ['accountstatus', TextBounds.name],
  ['availablecredits'],
  ['signupipaddress', TextBounds.name],
  ['apikey', TextBounds.name],
  ['relusergroupid'],
  ['reputationlevel'],
  ['usersince'],
];
/** Parameters any caller may send: name, description, the longest text it may hold (none: not stored as text). */
const ANY_CALLER: [string, string, number?][] = [
  ['emailaddress', '', TextBounds.address],
  ['username', '', TextBounds.name],
  ['password', ''],
  ['firstname', '', TextBounds.name],
  ['lastname', '', TextBounds.name],
  ['companyname', '', TextBounds.name],
  ['website', '', TextBounds.url],
  ['otheremailaddresses', '', TextBounds.text],
  ['street', '', TextBounds.name],
  ['street2', '', TextBounds.name],
  ['city', '', TextBounds.name],
  ['state', '', TextBounds.name],
  ['zip', '', TextBounds.name],
  ['country', '', TextBounds.name],
  ['vat', '', TextBounds.name],
  ['phone', '', TextBounds.name],
  ['phoneverified', '1 or 0'],
  ['fax', '', TextBounds.name],
  ['timezone', '', TextBounds.name],
  ['language', '', TextBounds.name],
  ['lastactivitydatetime', 'YYYY-MM-DD HH:MM:SS'],
  ['forwardtofriendheader', '', TextBounds.text],
  ['forwardtofriendfooter', '', TextBounds.text],
  ['previewserviceaccount', 'third-party email preview integration', TextBounds.name],
  ['previewserviceapikey', 'third-party email preview integration', TextBounds.name],
  ['enable2fa', "'true' (with TfaCode)"],
  ['cancel2fa', "'true'"],
  ['tfacode', 'Two-factor code confirming Enable2FA'],
  ['ratelimits', '', TextBounds.text],
  ['customemailheaders', '', TextBounds.text],
  ['whitelistedemailaddresses', 'one address per line', TextBounds.text],
  ['deliveryserverid', '', TextBounds.name],
  ['defaultsenderdomain', 'user-specific default sender domain', TextBounds.name],
];

/**
 * User.Update. UserID and the length of every stored text (8) are validated here; the service checks which
 * of the other parameters the caller may send (admin-only ones answer 2 for a user caller) and their formats.
 */
export class UserUpdateRequest {
  @IsNotEmpty(code(1, 'Missing required field(s): UserID'))
  @Param('The user', true)
  userid!: string | number;

  [param: string]: unknown;
}
for (const [name, max] of ADMIN_ONLY) declare(name, 'admin only', max);
for (const [name, description, max] of ANY_CALLER) declare(name, description, max);

/** documents a parameter and bounds its text (8, naming it) */
function declare(name: string, description: string, max: number | undefined): void {
  if (max !== undefined) MaxText(max, 8, name)(UserUpdateRequest.prototype, name);
  Param(max === undefined ? description : `${description}${description ? ', ' : ''}at most ${max} characters`)(UserUpdateRequest.prototype, name);
}

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
    8: `invalid value, or a text longer than its bound (names ${TextBounds.name}, addresses ${TextBounds.address}, Website ${TextBounds.url}, the longer settings ${TextBounds.text} characters)`,
    11: 'invalid date format (use YYYY-MM-DD)',
  },
  summary: "Update a user's account; some parameters are admin-only.",
});
