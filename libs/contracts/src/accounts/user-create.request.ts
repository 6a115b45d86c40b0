import { IsNotEmpty } from 'class-validator';

import { code } from '../validation';

const array = { style: 'array' as const };

/** User.Create (extension, admin only). Duplicate username/email = 6, invalid email = 7 (service). */
export class UserCreateRequest {
  @IsNotEmpty(code(1, 'Missing username', array))
  username!: string;

  @IsNotEmpty(code(2, 'Missing password', array))
  password!: string;

  @IsNotEmpty(code(3, 'Missing email address', array))
  emailaddress!: string;

  firstname?: string;
  lastname?: string;
  relusergroupid?: string | number;
  timezone?: string;
  language?: string;
  reputationlevel?: string;
}
