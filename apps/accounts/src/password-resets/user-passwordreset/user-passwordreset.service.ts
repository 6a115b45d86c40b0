import { Injectable } from '@nestjs/common';

import { CommandError, type UserPasswordresetReply, type UserPasswordresetRequest } from '@mail/contracts';

import { SessionRepository } from '../../auth/sessions/session.repository';
import { hashPassword } from '../../shared/crypto/password-hasher';
import { randomToken } from '../../shared/crypto/secret-hash';
import { str } from '../../shared/params/param-readers';
import { ResetTokens } from '../../shared/reset-tokens/reset-tokens';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { UserRepository } from '../../users/user.repository';
import { isBlockedStatus } from '../../users/user.row';
import { isTrue } from '../flags';
import { PasswordReminders } from '../password-reminders';

/**
 * user.passwordreset: consumes the token (single use: a second try, an expired or unknown token is 2), sets a
 * new password (random; an administrator's key may choose it and skip the email) and mails it. A random
 * password is always written in the email (the user could not log in otherwise); a chosen one only with ShowPassword.
 * Every session of the user ends (its API keys stay: they are credentials of their own).
 */
@Injectable()
export class UserPasswordresetService {
  constructor(
    private readonly tokens: ResetTokens,
    private readonly users: UserRepository,
    private readonly reminders: PasswordReminders,
    private readonly revoker: CredentialRevoker,
    private readonly sessions: SessionRepository,
  ) {}

  async run(input: UserPasswordresetRequest): Promise<UserPasswordresetReply> {
    const userId = await this.tokens.consume('user', str(input.userid) ?? '');
    const user = userId === undefined ? undefined : await this.users.findById(userId);
    if (!user || isBlockedStatus(user.account_status)) throw new CommandError(2, 'Invalid or expired password reset link');
    const admin = await this.reminders.isAdminKey(input.adminapikey);
    const chosen = admin ? str(input.newpassword) : undefined;
    const password = chosen || randomToken(9);
    await this.users.update(user.id, { password_hash: await hashPassword(password) });
    // whoever held the old password (or a session opened with it) is logged out on every edge at once
    await this.revoker.revokeHashes(await this.sessions.deleteForOwner({ userId: user.id }));
    await this.revoker.userChanged(user.id);
    if (!(admin && isTrue(input.dontsendnewpasswordemail))) {
      const show = !chosen || isTrue(input.showpassword);
      const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
      await this.reminders.mailNewPassword({ id: user.id, email: user.email_address, name }, show ? password : undefined);
    }
    return { ErrorText: '', WoocommerceUserId: false };
  }
}
