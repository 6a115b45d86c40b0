import { IsNotEmpty } from 'class-validator';

import { Param } from '../request-params';
import { code } from '../validation';

/** Users.Delete: `users` = comma-separated ids. Errors are keyed on `users`, like the demo-mode one. */
export class UsersDeleteRequest {
  @IsNotEmpty(code(1, 'Missing users'))
  @Param('Comma-separated user ids', true)
  users!: string | number | (string | number)[];
}
