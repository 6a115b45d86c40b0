import { Injectable } from '@nestjs/common';

import { CommandError, type UsergroupUpdateReply, type UsergroupUpdateRequest } from '@mail/contracts';

import { int, str } from '../../shared/params/param-readers';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { UserGroupRepository } from '../user-group.repository';
import { groupValues } from '../user-group.values';

/** usergroup.update: the whole group rewritten; every replica drops its users' cached limits at once. */
@Injectable()
export class UsergroupUpdateService {
  constructor(
    private readonly groups: UserGroupRepository,
    private readonly revoker: CredentialRevoker,
  ) {}

  async update(input: UsergroupUpdateRequest): Promise<UsergroupUpdateReply> {
    const raw = str(input.usergroupid)?.trim();
    if (!raw) throw new CommandError(20, 'Missing UserGroupID');
    const id = int(raw);
    const group = id ? await this.groups.findById(id) : undefined;
    if (!group) throw new CommandError(21, 'User group not found');
    const { settings, ...columns } = groupValues(input, group);
    await this.groups.rewrite(group.id, columns, settings);
    for (const userId of await this.groups.userIds(group.id)) await this.revoker.userChanged(userId);
    return {};
  }
}
