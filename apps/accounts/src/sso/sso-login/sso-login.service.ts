import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { CommandError, type SsoLoginReply, type SsoLoginRequest } from '@mail/contracts';
import { isEmail } from '@mail/values';

import { SessionService } from '../../auth/sessions/session.service';
import { newTotpSecret } from '../../auth/two-factor/totp';
import { UserGroupRepository } from '../../groups/user-group.repository';
import { hashPassword } from '../../shared/crypto/password-hasher';
import { str, trimmed } from '../../shared/params/param-readers';
import { userProfile } from '../../users/user-info.presenter';
import { UserRepository } from '../../users/user.repository';
import { isBlockedStatus, type UserRow } from '../../users/user.row';
import { SsoSecrets } from '../sso-secrets';
import { SsoRepository, type SsoSourceRow } from '../sso.repository';

const SKEW_SECONDS = 60;

/** What a link signs: its source, the user's email and its time. */
export function ssoSignature(secret: string, sourceCode: string, email: string, timestamp: string): string {
  return createHmac('sha256', secret).update(`${sourceCode}|${email}|${timestamp}`).digest('hex');
}

/**
 * sso.login: checks the link (source live, signature, age, single use), finds or creates the user, and opens a
 * session when the source performs the login.
 */
@Injectable()
export class SsoLoginService {
  constructor(
    private readonly sources: SsoRepository,
    private readonly secrets: SsoSecrets,
    private readonly users: UserRepository,
    private readonly groups: UserGroupRepository,
    private readonly sessions: SessionService,
  ) {}

  async run(input: SsoLoginRequest, ip: string, now = Date.now()): Promise<SsoLoginReply> {
    const source = await this.sources.findByCode((str(input.sourcecode) ?? '').trim());
    if (!source || (source.expires_at && source.expires_at.getTime() <= now)) throw new CommandError(5, 'Invalid or expired SSO source');
    const email = (str(input.email) ?? '').trim();
    const timestamp = (str(input.timestamp) ?? '').trim();
    if (!this.signed(source, email, timestamp, (str(input.signature) ?? '').trim())) throw new CommandError(6, 'Invalid signature');
    const signedAt = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) * 1000 : NaN;
    const age = (now - signedAt) / 1000;
    if (!Number.isFinite(age) || age > source.valid_for_seconds || age < -SKEW_SECONDS) throw new CommandError(7, 'The link expired');
    const usableUntil = new Date(signedAt + (source.valid_for_seconds + SKEW_SECONDS) * 1000);
    if (!(await this.sources.useOnce(source.id, (str(input.signature) ?? '').trim().toLowerCase(), usableUntil)))
      throw new CommandError(8, 'The link was used already');

    let user = await this.users.findByEmail(email);
    let created = false;
    if (!user) {
      if (source.options.CreateNewUserIfNotExists !== 'Enabled') throw new CommandError(9, 'User not found');
      user = await this.create(input, email);
      created = true;
    }
    if (isBlockedStatus(user.account_status)) throw new CommandError(10, 'Account is disabled');
    const reply: SsoLoginReply = { UserID: user.id, UserCreated: created };
    if (source.options.PerformLogin !== 'Disabled') reply.SessionID = await this.sessions.open({ userId: user.id }, ip);
    if (source.options.ReturnUserData === 'Enabled') reply.UserInfo = userProfile(user);
    return reply;
  }

  private signed(source: SsoSourceRow, email: string, timestamp: string, signature: string): boolean {
    const expected = Buffer.from(ssoSignature(this.secrets.open(source.secret_sealed), source.code, email, timestamp), 'hex');
    const given = Buffer.from(/^[0-9a-fA-F]{64}$/.test(signature) ? signature : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** a new user of the default group with a random password (the link is how they sign in) */
  private async create(input: SsoLoginRequest, email: string): Promise<UserRow> {
    if (!isEmail(email)) throw new CommandError(11, 'Invalid email address');
    const id = await this.users.insert({
      username: trimmed(input.username) ?? email,
      email_address: email,
      password_hash: await hashPassword(randomBytes(24).toString('base64url')),
      rel_user_group_id: await this.groups.defaultGroupId(),
      first_name: trimmed(input.firstname) ?? '',
      last_name: trimmed(input.lastname) ?? '',
      time_zone: 'UTC',
      language: 'en',
      reputation_level: 'Trusted',
      tfa_secret: newTotpSecret(),
    });
    return (await this.users.findById(id))!;
  }
}
