import { Injectable } from '@nestjs/common';

import type { UsergroupCreateReply, UsergroupCreateRequest } from '@mail/contracts';

import { UserGroupRepository } from '../user-group.repository';
import { groupValues } from '../user-group.values';

/** usergroup.create: the limits land in the columns every service enforces; the other settings in the settings document. */
@Injectable()
export class UsergroupCreateService {
  constructor(private readonly groups: UserGroupRepository) {}

  async create(input: UsergroupCreateRequest): Promise<UsergroupCreateReply> {
    return { UserGroupID: await this.groups.create(groupValues(input, {}, 20)) };
  }
}
