import { Injectable } from '@nestjs/common';

import { CommandError, type UsergroupGetReply, type UsergroupGetRequest } from '@mail/contracts';

import { int } from '../../shared/params/param-readers';
import { groupResource } from '../user-group.fields';
import { UserGroupRepository } from '../user-group.repository';

/** usergroup.get: one group (2 for an id that names none). */
@Injectable()
export class UsergroupGetService {
  constructor(private readonly groups: UserGroupRepository) {}

  async get(input: UsergroupGetRequest): Promise<UsergroupGetReply> {
    const id = int(input.usergroupid);
    const group = id ? await this.groups.findById(id) : undefined;
    if (!group) throw new CommandError(2, 'User group not found');
    return { UserGroup: groupResource(group) };
  }
}
