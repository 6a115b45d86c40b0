import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { CommandError, type UsergroupDeleteReply, type UsergroupDeleteRequest } from '@mail/contracts';
import { InjectDataSource } from '@mail/db';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { int, list } from '../../shared/params/param-readers';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { UserGroupRepository } from '../user-group.repository';

/**
 * usergroup.delete: unknown ids are skipped; the users of a deleted group move to the default group, and
 * every replica (lists, gateway, campaigns, accounts) drops their cached limits at once (Broadcasts.UserChanged).
 */
@Injectable()
export class UsergroupDeleteService {
  constructor(
    @InjectDataSource('accounts') private readonly db: DataSource,
    private readonly groups: UserGroupRepository,
    private readonly revoker: CredentialRevoker,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  async delete(input: UsergroupDeleteRequest): Promise<UsergroupDeleteReply> {
    if (this.config.demoMode) throw new CommandError(3, 'NOT AVAILABLE IN DEMO MODE');
    const ids = [...new Set(list(input.usergroupid).map(int))].filter((id): id is number => id !== undefined && id > 0);
    if (!ids.length) throw new CommandError(1, 'Missing UserGroupID');
    const outcome = await this.db.transaction((manager) => this.groups.deleteMany(ids, manager));
    if (!outcome) throw new CommandError(4, 'The last remaining user group cannot be deleted');
    for (const userId of outcome.movedUserIds) await this.revoker.userChanged(userId);
    return {};
  }
}
