import { Injectable } from '@nestjs/common';

import { CommandError, type UserGetReply, type UserGetRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { UserGroupRepository } from '../../groups/user-group.repository';
import { int, str } from '../../shared/params/param-readers';
import { UsageRepository } from '../../usage/usage.repository';
import { groupInformation } from '../user-info.presenter';
import { UserRepository } from '../user.repository';
import type { UserRow } from '../user.row';

const NOT_FOUND = () => new CommandError(3, 'User not found with the provided information');

/**
 * User.Get. A user finds only themselves: any other account answers 3 exactly like a missing one,
 * so that existence does not leak. Administrators find anyone.
 */
@Injectable()
export class UserGetService {
  constructor(
    private readonly users: UserRepository,
    private readonly groups: UserGroupRepository,
    private readonly usage: UsageRepository,
  ) {}

  async get(caller: Caller, params: UserGetRequest): Promise<UserGetReply> {
    const auth = caller.credential;
    const user = await this.lookup(params);
    if (!user || (auth.kind === 'user' && auth.userId !== user.id)) throw NOT_FOUND();
    const [group, usage] = await Promise.all([this.groups.findById(user.rel_user_group_id), this.usage.snapshot(user.id, 'default_sender_domain_sent')]);
    return {
      UserInformation: {
        UserID: user.id,
        FirstName: user.first_name,
        LastName: user.last_name,
        EmailAddress: user.email_address,
        GroupInformation: groupInformation(group, usage.month),
      },
    };
  }

  private async lookup(params: UserGetRequest): Promise<UserRow | undefined> {
    const idParam = str(params.userid)?.trim();
    if (idParam) {
      const id = int(idParam);
      return id === undefined ? undefined : this.users.findById(id);
    }
    return this.users.findByEmail(str(params.emailaddress)?.trim() ?? '');
  }
}
