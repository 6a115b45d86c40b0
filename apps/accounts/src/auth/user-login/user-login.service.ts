import { Injectable } from '@nestjs/common';

import { CommandError, type UserLoginReply, type UserLoginRequest } from '@mail/contracts';
import { toBool } from '@mail/values';

import { ApiKeyRepository } from '../../api-keys/api-key.repository';
import { UserGroupRepository } from '../../groups/user-group.repository';
import { verifyPassword } from '../../shared/crypto/password-hasher';
import { sha256Hex } from '../../shared/crypto/secret-hash';
import { ipAllowed } from '../../shared/ip/ip-allow-list';
import { str } from '../../shared/params/param-readers';
import { UsageRepository } from '../../usage/usage.repository';
import { groupInformation, MASKED_PASSWORD, userProfile } from '../../users/user-info.presenter';
import { UserRepository } from '../../users/user.repository';
import { isBlockedStatus, type UserRow } from '../../users/user.row';
import { type LoginAttempt, LoginThrottleService } from '../brute-force/login-throttle.service';
import { CaptchaService } from '../captcha/captcha.service';
import { SessionService } from '../sessions/session.service';
import { checkSecondFactor } from '../two-factor/two-factor-gate';
import { TwoFactorService } from '../two-factor/two-factor.service';

const INVALID = () => new CommandError(3, 'Invalid login information');
const TFA_CODES = {
  missing: { code: 101, message: 'Two-factor authentication code required' },
  wrong: { code: 6, message: 'Invalid 2FA code or recovery code' },
};

/**
 * User.Login. Order of checks: missing fields (DTO) → throttle (429; counts the attempt) → captcha
 * (4/5) → credentials (3) → second factor (101/6). Only a wrong password, key or 2FA code stays
 * counted towards the brute-force windows; every other ending releases the attempt.
 */
@Injectable()
export class UserLoginService {
  constructor(
    private readonly users: UserRepository,
    private readonly keys: ApiKeyRepository,
    private readonly groups: UserGroupRepository,
    private readonly usage: UsageRepository,
    private readonly throttle: LoginThrottleService,
    private readonly captcha: CaptchaService,
    private readonly sessions: SessionService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async login(params: UserLoginRequest, ip: string): Promise<UserLoginReply> {
    const apiKey = str(params.apikey)?.trim();
    const login = apiKey ? '#apikey' : (str(params.username) ?? '').trim();
    const attempt = await this.throttle.begin('user', login, ip, { keyLogin: Boolean(apiKey) });
    await this.throttle.releasing(attempt, () => this.captcha.verifyForLogin(params, attempt.captchaRequired));
    const user = apiKey ? await this.byApiKey(apiKey, ip) : await this.byPassword(login, str(params.password) ?? '', toBool(params.passwordencrypted));
    if (!user) throw INVALID();
    if (isBlockedStatus(user.account_status)) {
      await this.throttle.release(attempt);
      throw new CommandError(3, 'Account is disabled');
    }
    if (!apiKey) await this.secondFactor(user, params, attempt);
    await this.throttle.succeeded(attempt);
    const sessionId = await this.sessions.open({ userId: user.id }, ip);
    await this.users.touchActivity(user.id);
    return { SessionID: sessionId, UserInfo: await this.userInfo(user.id) };
  }

  private async byPassword(login: string, password: string, encrypted: boolean): Promise<UserRow | undefined> {
    const user = await this.users.findByLogin(login);
    return (await verifyPassword(user?.password_hash, password, encrypted)) ? user : undefined;
  }

  /** "apikey logs in without a password"; the key's BoundIPAddress still applies. */
  private async byApiKey(apiKey: string, ip: string): Promise<UserRow | undefined> {
    const key = await this.keys.findByHash(sha256Hex(apiKey));
    if (!key || (key.bound_ip_address && !ipAllowed(key.bound_ip_address, ip))) return undefined;
    await this.keys.recordUse(key.id, ip); // RequestCount/LastUsedAt of user.apikey.list count sessions opened with the key
    return this.users.findById(key.user_id);
  }

  /** A wrong code (6) stays counted; a missing one (101) follows a right password and is released. */
  private async secondFactor(user: UserRow, params: UserLoginRequest, attempt: LoginAttempt): Promise<void> {
    try {
      const outcome = checkSecondFactor(user, params, TFA_CODES);
      if (outcome === 'recovered' || (outcome === 'passed' && toBool(params.disable2fa))) await this.twoFactor.disableForUser(user.id);
    } catch (error) {
      if (!(error instanceof CommandError && error.failure.errors[0].code === TFA_CODES.wrong.code)) await this.throttle.release(attempt);
      throw error;
    }
  }

  private async userInfo(userId: number): Promise<Record<string, unknown>> {
    const user = (await this.users.findById(userId)) as UserRow;
    const [group, usage] = await Promise.all([this.groups.findById(user.rel_user_group_id), this.usage.snapshot(user.id, 'default_sender_domain_sent')]);
    return { ...userProfile(user), GroupInformation: groupInformation(group, usage.month), Password: MASKED_PASSWORD };
  }
}
