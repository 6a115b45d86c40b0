import { Injectable } from '@nestjs/common';

import { CommandError, type UserApikeyListReply, type UserApikeyListRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { int } from '../../shared/params/param-readers';
import { UserRepository } from '../../users/user.repository';
import { ApiKeyRepository } from '../api-key.repository';

/** user.apikey.list: the user's keys, oldest first, with what user.apikey kept of each (a hint, never the key). */
@Injectable()
export class UserApikeyListService {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly users: UserRepository,
  ) {}

  async list(caller: Caller, input: UserApikeyListRequest): Promise<UserApikeyListReply> {
    const rows = await this.keys.listForUser(await this.owner(caller, input.userid));
    return {
      Success: true,
      APIKeys: rows.map((row) => ({
        APIKeyID: row.id,
        APIKey: row.key_hint,
        Note: row.note,
        BoundIPAddress: row.bound_ip_address,
        CreatedAt: row.created_at,
        LastUsedAt: row.last_used_at,
        LastUsedIP: row.last_used_ip,
        RequestCount: Number(row.request_count),
      })),
    };
  }

  /** a user lists their own keys; an administrator names the user (1 otherwise) */
  private async owner(caller: Caller, userIdParam: unknown): Promise<number> {
    if (caller.isUser) return caller.userId;
    const userId = int(userIdParam);
    if (userId === undefined || !(await this.users.findById(userId))) throw new CommandError(1, 'UserID of an existing user is required');
    return userId;
  }
}
