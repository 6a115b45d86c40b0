import { IsNotEmpty, ValidateIf } from 'class-validator';

import { code } from '../validation';

const array = { style: 'array' as const };

/** User.Get: EmailAddress or UserID. */
export class UserGetRequest {
  @ValidateIf((o: UserGetRequest) => isBlank(o.userid))
  @IsNotEmpty(code(1, 'EmailAddress is required when UserID is not provided', array))
  emailaddress?: string;

  @ValidateIf((o: UserGetRequest) => isBlank(o.emailaddress))
  @IsNotEmpty(code(2, 'UserID is required when EmailAddress is not provided', array))
  userid?: string | number;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
