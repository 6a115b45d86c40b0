import { IsNotEmpty } from 'class-validator';

import { code } from '../validation';

const array = { style: 'array' as const };

/** Admin.Update. Codes follow the spec; a missing AdminID is treated as an invalid one (6). */
export class AdminUpdateRequest {
  @IsNotEmpty(code(6, 'Invalid admin id', array))
  adminid!: string | number;

  @IsNotEmpty(code(1, 'Missing name', array))
  name!: string;

  @IsNotEmpty(code(2, 'Missing username', array))
  username!: string;

  @IsNotEmpty(code(4, 'Missing email address', array))
  emailaddress!: string;

  password?: string;
  /** extension: 'true' turns TOTP on and returns the secret once */
  enable2fa?: string | boolean;
  /** extension: 'true' turns TOTP off */
  cancel2fa?: string | boolean;
}
