import { Injectable } from '@nestjs/common';

import { CommandError, type UsergroupDuplicateReply, type UsergroupDuplicateRequest } from '@mail/contracts';

import { int } from '../../shared/params/param-readers';
import { UserGroupRepository } from '../user-group.repository';

/** usergroup.duplicate: a copy of every setting and limit, named "<name> (copy)", never the default group. */
@Injectable()
export class UsergroupDuplicateService {
  constructor(private readonly groups: UserGroupRepository) {}

  async duplicate(input: UsergroupDuplicateRequest): Promise<UsergroupDuplicateReply> {
    const id = int(input.usergroupid);
    const copy = id ? await this.groups.duplicate(id) : undefined;
    if (!copy) throw new CommandError(2, 'User group not found');
    return { UserGroupID: copy };
  }
}
