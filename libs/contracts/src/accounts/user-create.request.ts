import { IsNotEmpty } from 'class-validator';

import { Param } from '../request-params';
import { code } from '../validation';

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
