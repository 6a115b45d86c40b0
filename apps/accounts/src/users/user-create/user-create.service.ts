import { Injectable } from '@nestjs/common';

import { CommandError, type UserCreateReply, type UserCreateRequest } from '@mail/contracts';
import { isEmail, toBool } from '@mail/values';
import { isUniqueViolation } from '@mail/db';

import { newTotpSecret } from '../../auth/two-factor/totp';
import { UserGroupRepository } from '../../groups/user-group.repository';
import { hashPassword } from '../../shared/crypto/password-hasher';
import { has, int, str, trimmed } from '../../shared/params/param-readers';
import { profilePatch } from '../user-update/user-update.fields';
import { UserRepository } from '../user.repository';
import type { UserRow } from '../user.row';
import { reputationLevel } from '../user-fields';

/** a language code: `en`, `pt-BR`, `zh_Hant` */
const LANGUAGE = /^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i;

/** the profile parameters stored as User.Update stores them (text columns, PhoneVerified, preferences) */
const PROFILE = [
  'firstname',
  'lastname',
  'companyname',
  'website',
  'street',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'phoneverified',
  'fax',
  'otheremailaddresses',
  'forwardtofriendheader',
  'forwardtofriendfooter',
  'previewmyemailaccount',
  'previewmyemailapikey',
];

/**
 * User.Create (admin only; the CLI calls it too), with the vendor's codes: 1-4, 8, 9 missing fields (DTO),
 * 6 FirstName and CompanyName both blank, 10 invalid email, 11 unknown group, 12 username taken, 13 email taken,
 * 14 bad language, 15 bad ReputationLevel.
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
    const raw = params as unknown as Record<string, unknown>;
    if ((has(raw, 'firstname') || has(raw, 'companyname')) && !trimmed(params.firstname) && !trimmed(params.companyname))
      throw new CommandError(6, 'Missing CompanyName or FirstName');
    if (!isEmail(email)) throw new CommandError(10, 'Invalid email address');
    const groupId = await this.groupId(params.relusergroupid);
    const language = trimmed(params.language) ?? 'en';
    if (!LANGUAGE.test(language)) throw new CommandError(14, 'Invalid language code');
    const reputation = params.reputationlevel === undefined ? 'Trusted' : reputationLevel(params.reputationlevel);
    if (!reputation) throw new CommandError(15, "ReputationLevel must be 'Trusted' or 'Untrusted'");
    await this.refuseConflicts(username, email);
    const profile = profilePatch(Object.fromEntries(PROFILE.filter((k) => has(raw, k)).map((k) => [k, raw[k]])), { preferences: {} } as unknown as UserRow);
    try {
      const id = await this.users.insert({
        ...profile,
        username,
        email_address: email,
        password_hash: await hashPassword(str(params.password) ?? ''),
        rel_user_group_id: groupId,
        first_name: trimmed(params.firstname) ?? '',
        last_name: trimmed(params.lastname) ?? '',
        time_zone: trimmed(params.timezone) ?? 'UTC',
        language,
        reputation_level: reputation,
        ...(trimmed(params.accountstatus) ? { account_status: trimmed(params.accountstatus) } : {}),
        ...(has(raw, 'availablecredits') ? { available_credits: int(params.availablecredits) ?? 0 } : {}),
        ...(has(raw, 'phoneverified') ? { phone_verified: toBool(params.phoneverified) } : {}),
        sign_up_ip_address: trimmed(params.signupipaddress) ?? '',
        sso_id: trimmed(params.ssoid) ?? '',
        tfa_secret: newTotpSecret(),
      });
      return { UserID: id };
    } catch (error) {
      if (isUniqueViolation(error)) {
        await this.refuseConflicts(username, email);
        throw new CommandError(12, 'Username already exists');
      }
      throw error;
    }
  }

  private async refuseConflicts(username: string, email: string): Promise<void> {
    const conflict = await this.users.conflicts(username, email);
    if (conflict.username) throw new CommandError(12, 'Username already exists');
    if (conflict.email) throw new CommandError(13, 'Email address already exists');
  }

  private async groupId(raw: unknown): Promise<number> {
    if (raw === undefined || raw === null || raw === '') return this.groups.defaultGroupId();
    const id = int(raw);
    if (id === undefined || !(await this.groups.findById(id))) throw new CommandError(11, 'Invalid user group ID');
    return id;
  }
}
