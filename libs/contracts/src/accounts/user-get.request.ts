import { IsNotEmpty, ValidateIf } from 'class-validator';

import { Param } from '../request-params';
import { code } from '../validation';

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
