import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { type AuthContext, CommandError, type UserApiKeyCreateReply, type UserApiKeyCreateRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { sha256Hex } from '../../shared/crypto/secret-hash';
import { isValidAllowEntry, parseAllowList } from '../../shared/ip/ip-allow-list';
import { int, list, str } from '../../shared/params/param-readers';
import { UserRepository } from '../../users/user.repository';
import { ApiKeyRepository, apiKeyHint } from '../api-key.repository';
import { parsePermissions } from '../permissions';

/** A new key is shown in full once, in this reply; only its sha256 is stored. */
@Injectable()
export class UserApikeyService {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly users: UserRepository,
  ) {}

  async create(caller: Caller, params: UserApiKeyCreateRequest): Promise<UserApiKeyCreateReply> {
    const auth = caller.credential;
    const userId = await this.owner(auth, params.userid);
    const note = str(params.note)?.trim() ?? '';
    if (!note) throw new CommandError(1, 'Missing administrative note');
    const boundIp = parseAllowList(str(params.boundipaddress) ?? '').join(',');
    if (boundIp && !parseAllowList(boundIp).every(isValidAllowEntry)) throw new CommandError(2, 'Invalid BoundIPAddress');
    const permissions = this.permissions(auth, params.permissions);
    const key = randomBytes(24).toString('hex');
    const id = await this.keys.insert({
      user_id: userId,
      key_hash: sha256Hex(key),
      note,
      bound_ip_address: boundIp,
      permissions: permissions === '*' ? null : permissions,
      key_hint: apiKeyHint(key),
    });
    return { APIKeyID: id, APIKey: { Key: key, Note: note, BoundIPAddress: boundIp, Permissions: permissions } };
  }

  private async owner(auth: AuthContext, userIdParam: unknown): Promise<number> {
    if (auth.kind === 'user' && auth.userId) return auth.userId;
    const userId = int(userIdParam);
    if (userId === undefined || !(await this.users.findById(userId)))
      throw new CommandError(4, 'UserID of an existing user is required when an administrator creates a key');
    return userId;
  }

  private permissions(auth: AuthContext, raw: unknown): string[] | '*' {
    const parsed = parsePermissions(list(raw), auth.permissions);
    if (!parsed.ok) throw new CommandError(3, `Unknown permission(s): ${parsed.unknown.join(', ')}`);
    if (Array.isArray(parsed.permissions) && !parsed.permissions.length)
      throw new CommandError(3, 'The calling credential does not hold the requested permission(s)');
    return parsed.permissions;
  }
}
