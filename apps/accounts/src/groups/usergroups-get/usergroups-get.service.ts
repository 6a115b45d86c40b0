import { Injectable } from '@nestjs/common';

import type { UsergroupsGetReply } from '@mail/contracts';

import { groupListItem } from '../user-group.fields';
import { UserGroupRepository } from '../user-group.repository';

/** usergroups.get: every group, oldest first. */
@Injectable()
export class UsergroupsGetService {
  constructor(private readonly groups: UserGroupRepository) {}

  async list(): Promise<UsergroupsGetReply> {
    return { UserGroups: (await this.groups.list()).map(groupListItem) };
  }
}
