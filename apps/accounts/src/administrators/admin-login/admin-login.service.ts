import { Injectable } from '@nestjs/common';

import { type AdminLoginReply, type AdminLoginRequest, CommandError } from '@mail/contracts';
import { toBool } from '@mail/values';

import { type LoginAttempt, LoginThrottleService } from '../../auth/brute-force/login-throttle.service';
import { CaptchaService } from '../../auth/captcha/captcha.service';
import { SessionService } from '../../auth/sessions/session.service';
import { checkSecondFactor } from '../../auth/two-factor/two-factor-gate';
import { TwoFactorService } from '../../auth/two-factor/two-factor.service';
import { verifyPassword } from '../../shared/crypto/password-hasher';
import { sameSecret, sha256Hex } from '../../shared/crypto/secret-hash';
import { str } from '../../shared/params/param-readers';
import { adminInfo } from '../administrator-info.presenter';
import { AdministratorRepository } from '../administrator.repository';
import type { AdministratorRow } from '../administrator.row';

const TFA_CODES = {
  missing: { code: 101, message: 'Invalid two-factor authentication code' },
  wrong: { code: 101, message: 'Invalid two-factor authentication code' },
};

/** Admin.Login: like User.Login, with the admin key standing in for the password and 101 for any 2FA failure. */
@Injectable()
export class AdminLoginService {
  constructor(
    private readonly admins: AdministratorRepository,
    private readonly throttle: LoginThrottleService,
    private readonly captcha: CaptchaService,
    private readonly sessions: SessionService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async login(params: AdminLoginRequest, ip: string): Promise<AdminLoginReply> {
    const adminKey = str(params.adminapikey)?.trim();
    const login = adminKey ? '#adminapikey' : (str(params.username) ?? '').trim();
    const attempt = await this.throttle.begin('admin', login, ip, { keyLogin: Boolean(adminKey) });
    await this.throttle.releasing(attempt, () => this.captcha.verifyForLogin(params, attempt.captchaRequired));
    const admin = adminKey
      ? await this.byKey(adminKey, str(params.username))
      : await this.byPassword(login, str(params.password) ?? '', toBool(params.passwordencrypted));
    if (!admin) throw new CommandError(3, 'Invalid username or password');
    await this.secondFactor(admin, params, attempt);
    await this.throttle.succeeded(attempt);
    const sessionId = await this.sessions.open({ adminId: admin.id }, ip);
    return { SessionID: sessionId, AdminInfo: adminInfo((await this.admins.findById(admin.id)) as AdministratorRow) };
  }

  private async byPassword(username: string, password: string, encrypted: boolean): Promise<AdministratorRow | undefined> {
    const admin = await this.admins.findByUsername(username);
    return (await verifyPassword(admin?.password_hash, password, encrypted)) ? admin : undefined;
  }

  /** With a username too, the key must belong to that administrator. */
  private async byKey(key: string, username: string | undefined): Promise<AdministratorRow | undefined> {
    const admin = await this.admins.findByApiKeyHash(sha256Hex(key));
    if (!admin?.api_key_hash || !sameSecret(admin.api_key_hash, sha256Hex(key))) return undefined;
    if (username?.trim() && admin.username.toLowerCase() !== username.trim().toLowerCase()) return undefined;
    return admin;
  }

  /** 101 answers both a missing and a wrong code: only an attempt that gave a code stays counted. */
  private async secondFactor(admin: AdministratorRow, params: AdminLoginRequest, attempt: LoginAttempt): Promise<void> {
    try {
      const outcome = checkSecondFactor(admin, params, TFA_CODES);
      if (outcome === 'recovered' || (outcome === 'passed' && toBool(params.disable2fa))) await this.twoFactor.disableForAdmin(admin.id);
    } catch (error) {
      if (!params.tfacode && !params.tfarecoverycode) await this.throttle.release(attempt);
      throw error;
    }
  }
}
