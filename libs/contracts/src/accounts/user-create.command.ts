import { IsNotEmpty } from 'class-validator';
import { Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** User.Create (extension, admin only). Duplicate username/email = 6, invalid email = 7 (service). */
export class UserCreateRequest {
  @IsNotEmpty(code(1, 'Missing username'))
  @Param('Username', true)
  username!: string;

  @IsNotEmpty(code(2, 'Missing password'))
  @Param('Password', true)
  password!: string;

  @IsNotEmpty(code(3, 'Missing email address'))
  @Param('Email address', true)
  emailaddress!: string;

  @Param('')
  firstname?: string;
  @Param('')
  lastname?: string;
  @Param('User group')
  relusergroupid?: string | number;
  @Param('')
  timezone?: string;
  @Param('')
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
  },
  summary: 'Create a user (extension; admin only). Returns UserID.',
});
