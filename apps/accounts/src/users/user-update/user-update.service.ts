import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { type AuthContext, CommandError, type UserUpdateReply, type UserUpdateRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { InjectDataSource, isUniqueViolation } from '@mail/db';
import { toBool } from '@mail/values';

import { ApiKeyRepository, apiKeyHint } from '../../api-keys/api-key.repository';
import { SessionRepository } from '../../auth/sessions/session.repository';
import { TwoFactorService } from '../../auth/two-factor/two-factor.service';
import { newTotpSecret, verifyTotp } from '../../auth/two-factor/totp';
import { UserGroupRepository } from '../../groups/user-group.repository';
import { currentSessionId } from '../../shared/auth/current-session';
import { hashPassword } from '../../shared/crypto/password-hasher';
import { sha256Hex } from '../../shared/crypto/secret-hash';
import { has, int, str } from '../../shared/params/param-readers';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { effectiveLimits } from '../../usage/user-limits/effective-limits';
import { UserRepository } from '../user.repository';
import { isBlockedStatus, type UserRow } from '../user.row';
import { adminOnlyParamsPresent, adminPatch, emailOrThrow, invalid, type Params, profilePatch, rateLimits } from './user-update.fields';

interface Revocations {
  hashes: string[];
  allOfUser: boolean;
}

/**
 * User.Update. A user updates only their own account and never the admin-only fields (2); an
 * administrator updates anyone (5 when the user does not exist). Side effects on credentials
 * (password, status, admin-set API key) evict the edge's auth cache after commit.
 */
@Injectable()
export class UserUpdateService {
  constructor(
    @InjectDataSource('accounts') private readonly db: DataSource,
    private readonly users: UserRepository,
    private readonly groups: UserGroupRepository,
    private readonly keys: ApiKeyRepository,
    private readonly sessions: SessionRepository,
    private readonly twoFactor: TwoFactorService,
    private readonly revoker: CredentialRevoker,
  ) {}

  async update(caller: Caller, params: UserUpdateRequest): Promise<UserUpdateReply> {
    const auth = caller.credential;
    const user = await this.target(auth, params);
    const admin = auth.kind === 'admin';
    const patch: Partial<UserRow> = { ...profilePatch(params, user), ...(admin ? adminPatch(params) : {}) };
    await this.identity(params, user, patch);
    await this.limits(params, user, patch, admin);
    if (patch.rel_user_group_id !== undefined && !(await this.groups.findById(patch.rel_user_group_id))) throw invalid('RelUserGroupID');
    const reply = this.twoFactorChange(params, user, patch, admin);
    if (has(params, 'password') && str(params.password)) patch.password_hash = await hashPassword(str(params.password) as string);
    const revoked = await this.save(user, patch, auth, admin ? str(params.apikey)?.trim() : undefined);
    await this.revoker.userChanged(user.id);
    if (revoked.allOfUser) await this.revoker.revoke({ userId: user.id });
    await this.revoker.revokeHashes(revoked.hashes);
    return reply;
  }

  private async target(auth: AuthContext, params: Params): Promise<UserRow> {
    const userId = int(params.userid);
    if (auth.kind === 'user') {
      if (userId === undefined || userId !== auth.userId) throw new CommandError(2, 'User ID mismatch or unauthorized access');
      const forbidden = adminOnlyParamsPresent(params);
      const newKey = has(params, 'apikey') && auth.via !== 'apikey';
      if (forbidden.length || newKey) throw new CommandError(2, `Only an administrator may set: ${[...forbidden, ...(newKey ? ['apikey'] : [])].join(', ')}`);
    }
    const user = userId === undefined ? undefined : await this.users.findById(userId);
    if (!user) throw new CommandError(5, 'User information retrieval failed');
    return user;
  }

  private async identity(params: Params, user: UserRow, patch: Partial<UserRow>): Promise<void> {
    if (has(params, 'emailaddress')) patch.email_address = emailOrThrow(params.emailaddress);
    if (has(params, 'username')) {
      const username = (str(params.username) ?? '').trim();
      if (!username) throw new CommandError(1, 'Missing required field(s): Username');
      patch.username = username;
    }
    if (patch.email_address === undefined && patch.username === undefined) return;
    const conflict = await this.users.conflicts(patch.username, patch.email_address, user.id);
    if (conflict.username || conflict.email) throw new CommandError(6, 'Email address or username already exists');
  }

  /** Users may lower their send rates below the group's, never raise them above it. */
  private async limits(params: Params, user: UserRow, patch: Partial<UserRow>, admin: boolean): Promise<void> {
    if (!has(params, 'ratelimits')) return;
    const own = rateLimits(params.ratelimits);
    if (!admin) {
      const group = effectiveLimits({ ...user, rate_limits: {} }, await this.groups.findById(user.rel_user_group_id)).limits;
      const ceilings = { MaxSendPerMinute: group.maxSendPerMinute, MaxSendPerHour: group.maxSendPerHour, MaxSendPerDay: group.maxSendPerDay };
      for (const [name, value] of Object.entries(own)) {
        const ceiling = ceilings[name as keyof typeof ceilings];
        if (ceiling !== null && value > ceiling) throw new CommandError(2, `${name} above the group limit needs an administrator`);
      }
    }
    patch.rate_limits = own;
  }

  /** Enable2FA needs a TfaCode from the secret User.Current shows (4 otherwise); a user's Cancel2FA needs one too. */
  private twoFactorChange(params: Params, user: UserRow, patch: Partial<UserRow>, admin: boolean): UserUpdateReply {
    if (toBool(params.cancel2fa)) {
      if (user.tfa_enabled && !admin && !verifyTotp(user.tfa_secret, params.tfacode))
        throw new CommandError(4, 'Two-factor authentication code verification failed');
      Object.assign(patch, { tfa_enabled: false, tfa_secret: newTotpSecret(), tfa_recovery_key: '' });
      return {};
    }
    if (!toBool(params.enable2fa) || user.tfa_enabled) return {};
    if (!verifyTotp(user.tfa_secret, params.tfacode)) throw new CommandError(4, 'Two-factor authentication code verification failed');
    const state = this.twoFactor.enabledState(user.tfa_secret);
    Object.assign(patch, state);
    return { '2FA_RecoveryKey': state.tfa_recovery_key };
  }

  private async save(user: UserRow, patch: Partial<UserRow>, auth: AuthContext, newApiKey: string | undefined): Promise<Revocations> {
    if (newApiKey !== undefined && newApiKey.length < 16) throw invalid('APIKey (at least 16 characters)');
    try {
      return await this.db.transaction(async (manager) => {
        const revoked: Revocations = { hashes: [], allOfUser: false };
        await this.users.update(user.id, patch, manager);
        if (patch.password_hash) revoked.hashes.push(...(await this.sessions.deleteForOwner({ userId: user.id }, currentSessionId(auth), manager)));
        if (newApiKey) {
          revoked.hashes.push(...(await this.keys.deleteForUser(user.id, manager)));
          await this.keys.insert(
            {
              user_id: user.id,
              key_hash: sha256Hex(newApiKey),
              note: 'Set by administrator',
              bound_ip_address: '',
              permissions: null,
              key_hint: apiKeyHint(newApiKey),
            },
            manager,
          );
        }
        revoked.allOfUser = patch.account_status !== undefined && isBlockedStatus(patch.account_status);
        revoked.allOfUser ||= patch.allowed_ip_addresses !== undefined;
        return revoked;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new CommandError(6, newApiKey ? 'API key already in use' : 'Email address or username already exists');
      throw error;
    }
  }
}
