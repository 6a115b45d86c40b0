import { IsNotEmpty } from 'class-validator';

import { code } from '../validation';

/**
 * User.Update. Only UserID is validated here; the service checks which of the other parameters the
 * caller may send (admin-only ones answer 2 for a user caller) and their formats.
 */
export class UserUpdateRequest {
  @IsNotEmpty(code(1, 'Missing required field(s): UserID'))
  userid!: string | number;

  [param: string]: unknown;
}
