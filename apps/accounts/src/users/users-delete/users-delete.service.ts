import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { CommandError, Events, type UsersDeleteReply, type UsersDeleteRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { InjectDataSource } from '@mail/db';
import { ServiceOutbox } from '@mail/kit';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { int, list } from '../../shared/params/param-readers';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { UserRepository } from '../user.repository';

const keyed = (code: number, message: string, value?: string) => new CommandError(code, message, { param: 'users', value });

/**
 * Users.Delete. Administrators delete any users; a user may delete only their own account (403
 * keyed on `users` otherwise). Unknown ids are skipped. Sessions and keys go with the user
 * (ON DELETE CASCADE); other services learn of it from `evt.accounts.user.deleted.v1`.
 */
@Injectable()
export class UsersDeleteService {
  constructor(
    @InjectDataSource('accounts') private readonly db: DataSource,
    private readonly users: UserRepository,
    private readonly revoker: CredentialRevoker,
    private readonly outbox: ServiceOutbox,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  async delete(caller: Caller, params: UsersDeleteRequest): Promise<UsersDeleteReply> {
    const auth = caller.credential;
    if (this.config.demoMode) throw keyed(403, 'NOT AVAILABLE IN DEMO MODE', 'NOT AVAILABLE IN DEMO MODE');
    const ids = this.ids(params.users);
    if (auth.kind === 'user' && ids.some((id) => id !== auth.userId)) throw keyed(403, 'Permission denied: a user may delete only their own account');
    const deleted = await this.db.transaction(async (manager) => {
      const removed = await this.users.deleteMany(ids, manager);
      await this.outbox.add(
        manager,
        Events.UserDeleted,
        removed.map((userId) => ({ userId })),
      );
      return removed;
    });
    this.outbox.kick();
    for (const userId of deleted) await Promise.all([this.revoker.revoke({ userId }), this.revoker.userChanged(userId)]);
    return {};
  }

  private ids(raw: unknown): number[] {
    const items = list(raw);
    if (!items.length) throw keyed(1, 'Missing users');
    const ids = items.map(int);
    if (ids.some((id) => id === undefined)) throw keyed(2, 'Invalid user id');
    return [...new Set(ids as number[])];
  }
}
