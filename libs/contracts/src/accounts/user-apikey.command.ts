import { IsNotEmpty } from 'class-validator';
import { Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** POST /api/v1/user.apikey */
export class UserApiKeyCreateRequest {
  @IsNotEmpty(code(1, 'Missing administrative note'))
  @Param('Administrative note', true)
  note!: string;

  /** optional: the key only works from this address (exact IP, CIDR or `10.0.*`) */
  @Param('The key only works from this address (IP, CIDR or `10.0.*`)')
  boundipaddress?: string;
  /**
   * extension: comma-separated permission names (or an array) this key is limited to; omitted = all
   * the creating credential has. Unknown names answer code 2.
   */
  @Param('Permission names the key is limited to (extension)')
  permissions?: string | string[];
  /** admin callers only: whose key to create */
  @Param('Admin callers: whose key to create', 'cond')
  userid?: string | number;
}

export interface UserApiKeyCreateReply {
  APIKeyID: number;
  APIKey: { Key: string; Note: string; BoundIPAddress: string; Permissions: string[] | '*' };
}

export const UserApiKeyCreate = defineCommand({
  name: 'user.apikey',
  aliases: ['user.apikey.create'],
  service: 'accounts',
  auth: 'user',
  userAdministration: true,
  v1: { methods: ['POST'], path: 'user.apikey' },
  request: UserApiKeyCreateRequest,
  returns: reply<UserApiKeyCreateReply>(),
  reply: 'APIKeyID, APIKey { Key, Note, BoundIPAddress }',
  errorStyle: 'scalar',
  errors: {
    1: 'missing administrative note',
    2: 'invalid BoundIPAddress',
    3: 'unknown permission, or one the calling credential does not hold',
    4: 'admin caller without an existing UserID',
  },
  summary: 'Create a user API key (Note, optional BoundIpAddress).',
});
