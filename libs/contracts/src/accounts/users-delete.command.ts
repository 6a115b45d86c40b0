import { IsNotEmpty } from 'class-validator';
import { Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** Users.Delete: `users` = comma-separated ids. Errors are keyed on `users`, like the demo-mode one. */
export class UsersDeleteRequest {
  @IsNotEmpty(code(1, 'Missing users'))
  @Param('Comma-separated user ids', true)
  users!: string | number | (string | number)[];
}

/** a success carries nothing beyond the envelope */
export type UsersDeleteReply = Record<string, never>;

export const UsersDelete = defineCommand({
  name: 'Users.Delete',
  service: 'accounts',
  auth: 'user',
  userAdministration: true,
  request: UsersDeleteRequest,
  returns: reply<UsersDeleteReply>(),
  errorStyle: 'keyed',
  errors: { 1: "users missing (keyed `users`; demo mode answers `{ users: 'NOT AVAILABLE IN DEMO MODE' }`)" },
  summary: 'Delete users by comma-separated ids.',
});
