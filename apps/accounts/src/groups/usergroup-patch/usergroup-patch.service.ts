import { Injectable } from '@nestjs/common';

import { CommandError, type UsergroupPatchReply, type UsergroupPatchRequest } from '@mail/contracts';

import { int, str } from '../../shared/params/param-readers';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { groupPatch } from '../user-group.patch';
import { UserGroupRepository } from '../user-group.repository';

/**
 * usergroup.patch: checks every field present, writes only those (nothing at all for a no-op), then tells every
 * replica that the group's users changed (Broadcasts.UserChanged), so a new limit applies on the next request.
 */
@Injectable()
export class UsergroupPatchService {
  constructor(
    private readonly groups: UserGroupRepository,
    private readonly revoker: CredentialRevoker,
  ) {}

  async patch(input: UsergroupPatchRequest): Promise<UsergroupPatchReply> {
    const raw = str(input.usergroupid)?.trim();
    if (!raw) throw new CommandError(20, 'Missing UserGroupID', { style: 'array' }); // the vendor answers this one as an array
    const id = int(raw);
    const group = id ? await this.groups.findById(id) : undefined;
    if (!group) throw new CommandError(21, 'User group not found');
    const patch = groupPatch(input as unknown as Record<string, unknown>, group.settings ?? {});
    if (patch.fields.length) {
      await this.groups.patch(group.id, patch.columns, patch.settings);
      if (Object.keys(patch.columns).length) for (const userId of await this.groups.userIds(group.id)) await this.revoker.userChanged(userId);
    }
    return { UserGroupID: String(group.id), UpdatedFields: patch.fields };
  }
}
