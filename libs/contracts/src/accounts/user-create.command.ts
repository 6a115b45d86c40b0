import { IsNotEmpty } from 'class-validator';
import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** User.Create (extension, admin only). Duplicate username/email = 6, invalid email = 7 (service); 8 a text too long. */
export class UserCreateRequest {
  @MaxText(TextBounds.name, 8, 'Username')
  @IsNotEmpty(code(1, 'Missing username'))
  @Param(`Username, at most ${TextBounds.name} characters`, true)
  username!: string;

  @IsNotEmpty(code(2, 'Missing password'))
  @Param('Password', true)
  password!: string;

  @MaxText(TextBounds.address, 8, 'EmailAddress')
  @IsNotEmpty(code(3, 'Missing email address'))
  @Param(`Email address, at most ${TextBounds.address} characters`, true)
  emailaddress!: string;

  @MaxText(TextBounds.name, 8, 'FirstName')
  @Param(`at most ${TextBounds.name} characters`)
  firstname?: string;
  @MaxText(TextBounds.name, 8, 'LastName')
  @Param(`at most ${TextBounds.name} characters`)
  lastname?: string;
  @Param('User group')
  relusergroupid?: string | number;
  @MaxText(TextBounds.name, 8, 'TimeZone')
  @Param(`at most ${TextBounds.name} characters`)
  timezone?: string;
  @MaxText(TextBounds.name, 8, 'Language')
  @Param(`at most ${TextBounds.name} characters`)
  language?: string;
  @Param("'Trusted' or 'Untrusted'")
  reputationlevel?: string;
}

export interface UserCreateReply {
  UserID: number;
}

export const UserCreate = defineCommand({
  name: 'User.Create',
  service: 'accounts',
  auth: 'admin',
  request: UserCreateRequest,
  returns: reply<UserCreateReply>(),
  reply: 'UserID',
  errorStyle: 'array',
  errors: {
    1: 'missing username',
    2: 'missing password',
    3: 'missing email address',
    4: 'invalid RelUserGroupID',
    5: 'invalid ReputationLevel',
    6: 'email or username already exists',
    7: 'invalid email address',
    8: `a text longer than its bound: names ${TextBounds.name}, EmailAddress ${TextBounds.address} characters (as User.Update's 8)`,
  },
  summary: 'Create a user (extension; admin only). Returns UserID.',
});
