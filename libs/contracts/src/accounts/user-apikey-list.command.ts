import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** user.apikey.list takes no parameters besides the credential. */
export class UserApikeyListRequest {
  /** admin callers only: whose keys to list */
  @Param('Admin callers: whose keys to list', 'cond')
  userid?: string | number;
}

/** One of the caller's keys. Only a key's sha256 is stored: `APIKey` is a hint of it (its first characters and `…`). */
export interface UserApiKeyListItem {
  APIKeyID: number;
  /** the first characters of the key and `…` (`''` for keys created before hints were kept) */
  APIKey: string;
  Note: string;
  /** `''` when not bound */
  BoundIPAddress: string;
  /** `YYYY-MM-DD HH:MM:SS` UTC */
  CreatedAt: string;
  /** null until a session is opened with the key (User.Login APIKey=) */
  LastUsedAt: string | null;
  LastUsedIP: string | null;
  /** sessions opened with the key */
  RequestCount: number;
}

export interface UserApikeyListReply {
  Success: true;
  APIKeys: UserApiKeyListItem[];
}

export const UserApikeyList = defineCommand({
  name: 'user.apikey.list',
  aliases: ['user.apikeys'],
  service: 'accounts',
  auth: 'user',
  userAdministration: true,
  permission: 'User.Update',
  rateLimit: { requests: 100, windowSeconds: 60 },
  v1: { methods: ['GET', 'POST'], path: 'user.apikeys' },
  request: UserApikeyListRequest,
  returns: reply<UserApikeyListReply>(),
  reply: 'Success, APIKeys [{ APIKeyID, APIKey, Note, BoundIPAddress, CreatedAt, LastUsedAt, LastUsedIP, RequestCount }]',
  errorStyle: 'array',
  errors: { 1: 'an administrator named no existing user (UserID)' },
  summary: "List the calling user's API keys with their usage (sessions opened with each key).",
  notes:
    'Only the sha256 of a key is kept, so `APIKey` is a hint (its first characters and `…`); the key itself is shown once, by user.apikey. ' +
    "An administrator lists a user's keys by naming `UserID`.",
});
