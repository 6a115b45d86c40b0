import { IsNotEmpty } from 'class-validator';

import { Param } from '../request-params';
import { code } from '../validation';

/** Admin.Update. Codes follow the spec; a missing AdminID is treated as an invalid one (6). */
export class AdminUpdateRequest {
  @IsNotEmpty(code(6, 'Invalid admin id'))
  @Param('The administrator', true)
  adminid!: string | number;

  @IsNotEmpty(code(1, 'Missing name'))
  @Param('Name', true)
  name!: string;

  @IsNotEmpty(code(2, 'Missing username'))
  @Param('Username', true)
  username!: string;

  @IsNotEmpty(code(4, 'Missing email address'))
  @Param('Email address', true)
  emailaddress!: string;

  @Param('New password')
  password?: string;
  /** extension: 'true' turns TOTP on and returns the secret once */
  @Param("'true' turns TOTP on (extension)")
  enable2fa?: string | boolean;
  /** extension: 'true' turns TOTP off */
  @Param("'true' turns TOTP off (extension)")
  cancel2fa?: string | boolean;
}
