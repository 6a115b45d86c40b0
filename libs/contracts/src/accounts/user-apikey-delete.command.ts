import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** user.apikey.delete: parameter names arrive lower-cased; the first failing rule answers its code. */
export class UserApikeyDeleteRequest {
  @IsNotEmpty(code(1, 'Missing APIKeyID'))
  @Param('The key to delete (user.apikey.list)', true)
  apikeyid!: string | number;

  /** admin callers only: limits the deletion to this user's keys */
  @Param("Admin callers: only a key of this user (any user's key when omitted)", 'cond')
  userid?: string | number;
}

export interface UserApikeyDeleteReply {
  Success: true;
}

export const UserApikeyDelete = defineCommand({
  name: 'user.apikey.delete',
  service: 'accounts',
  auth: 'user',
  userAdministration: true,
  permission: 'User.Update',
  rateLimit: { requests: 100, windowSeconds: 60 },
  v1: { methods: ['POST', 'DELETE'], path: 'user.apikey.delete' },
  request: UserApikeyDeleteRequest,
  returns: reply<UserApikeyDeleteReply>(),
  reply: 'Success',
  errorStyle: 'array',
  errors: { 1: 'APIKeyID missing', 2: "no such key (also another user's)" },
  summary: "Revoke one of the calling user's API keys: it fails authentication at once, on every replica.",
});
