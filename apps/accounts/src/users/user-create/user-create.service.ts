import { Injectable } from '@nestjs/common';

import { CommandError, type UserCreateReply, type UserCreateRequest } from '@mail/contracts';
import { isEmail } from '@mail/values';
import { isUniqueViolation } from '@mail/db';

import { newTotpSecret } from '../../auth/two-factor/totp';
import { UserGroupRepository } from '../../groups/user-group.repository';
import { hashPassword } from '../../shared/crypto/password-hasher';
import { int, str, trimmed } from '../../shared/params/param-readers';
import { UserRepository } from '../user.repository';
import { reputationLevel } from '../user-fields';

/**
 * User.Create (extension, admin only; the CLI calls it too). Codes: 1-3 missing fields (DTO),
 * 4 unknown group, 5 bad ReputationLevel, 6 duplicate username or email, 7 invalid email.
 */
@Injectable()
export class UserCreateService {
  constructor(
    private readonly users: UserRepository,
    private readonly groups: UserGroupRepository,
  ) {}

  async create(params: UserCreateRequest): Promise<UserCreateReply> {
    const username = str(params.username)?.trim() ?? '';
    const email = str(params.emailaddress)?.trim() ?? '';
    if (!isEmail(email)) throw new CommandError(7, 'Invalid email address');
    const groupId = await this.groupId(params.relusergroupid);
    const reputation = params.reputationlevel === undefined ? 'Trusted' : reputationLevel(params.reputationlevel);
    if (!reputation) throw new CommandError(5, "ReputationLevel must be 'Trusted' or 'Untrusted'");
    const conflict = await this.users.conflicts(username, email);
    if (conflict.username || conflict.email) throw duplicate();
    try {
      const id = await this.users.insert({
        username,
        email_address: email,
        password_hash: await hashPassword(str(params.password) ?? ''),
        rel_user_group_id: groupId,
        first_name: trimmed(params.firstname) ?? '',
        last_name: trimmed(params.lastname) ?? '',
        time_zone: trimmed(params.timezone) ?? 'UTC',
        language: trimmed(params.language) ?? 'en',
        reputation_level: reputation,
        tfa_secret: newTotpSecret(),
      });
      return { UserID: id };
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  private async groupId(raw: unknown): Promise<number> {
    if (raw === undefined || raw === null || raw === '') return this.groups.defaultGroupId();
    const id = int(raw);
    if (id === undefined || !(await this.groups.findById(id))) throw new CommandError(4, 'Invalid RelUserGroupID');
    return id;
  }
}

function duplicate(): CommandError {
  return new CommandError(6, 'Email address or username already exists');
}
