import { IsNotEmpty, ValidateIf } from 'class-validator';
import type { GroupInformation } from './group-information';
import { Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/**
 * User.Get: EmailAddress or UserID. With neither parameter sent the EmailAddress path is assumed
 * (1); a `UserID` parameter sent blank, without EmailAddress, answers 2.
 */
export class UserGetRequest {
  @ValidateIf((o: UserGetRequest) => o.userid === undefined || o.userid === null)
  @IsNotEmpty(code(1, 'EmailAddress is required when UserID is not provided'))
  @Param('Required without UserID', 'cond')
  emailaddress?: string;

  @ValidateIf((o: UserGetRequest) => isBlank(o.emailaddress))
  @IsNotEmpty(code(2, 'UserID is required when EmailAddress is not provided'))
  @Param('Required without EmailAddress', 'cond')
  userid?: string | number;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export interface UserGetReply {
  UserInformation: { UserID: number; FirstName: string; LastName: string; EmailAddress: string; GroupInformation: GroupInformation };
}

export const UserGet = defineCommand({
  name: 'User.Get',
  service: 'accounts',
  auth: 'user',
  userAdministration: true,
  request: UserGetRequest,
  returns: reply<UserGetReply>(),
  reply: 'UserInformation',
  errorStyle: 'array',
  errors: { 1: 'EmailAddress required when UserID absent', 2: 'UserID required when EmailAddress absent', 3: 'user not found' },
  summary: 'Look a user up by UserID or EmailAddress.',
});
