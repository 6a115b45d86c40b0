import { Inject, Injectable } from '@nestjs/common';

import { type AdminPasswordresetReply, type AdminPasswordresetRequest, CommandError } from '@mail/contracts';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../accounts.config';
import { AdministratorRepository } from '../../administrators/administrator.repository';
import { SessionRepository } from '../../auth/sessions/session.repository';
import { hashPassword } from '../../shared/crypto/password-hasher';
import { randomToken } from '../../shared/crypto/secret-hash';
import { str } from '../../shared/params/param-readers';
import { ResetTokens } from '../../shared/reset-tokens/reset-tokens';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { PasswordReminders } from '../password-reminders';

/**
 * admin.passwordreset: consumes the token (single use; unknown, used or expired = 2), sets a new random password
 * and mails it to the administrator; the administrator's sessions end on every edge. Refused in demo mode.
 */
@Injectable()
export class AdminPasswordresetService {
  constructor(
    private readonly tokens: ResetTokens,
    private readonly admins: AdministratorRepository,
    private readonly reminders: PasswordReminders,
    private readonly sessions: SessionRepository,
    private readonly revoker: CredentialRevoker,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  async run(input: AdminPasswordresetRequest): Promise<AdminPasswordresetReply> {
    if (this.config.demoMode) throw new CommandError(403, 'NOT AVAILABLE IN DEMO MODE.', { value: 'NOT AVAILABLE IN DEMO MODE.' });
    const adminId = await this.tokens.consume('admin', str(input.adminid) ?? '');
    const admin = adminId === undefined ? undefined : await this.admins.findById(adminId);
    if (!admin) throw new CommandError(2, 'Invalid or expired password reset link');
    const password = randomToken(9);
    await this.admins.update(admin.id, { password_hash: await hashPassword(password) });
    await this.revoker.revokeHashes(await this.sessions.deleteForOwner({ adminId: admin.id }));
    await this.reminders.mailNewPassword({ id: admin.id, email: admin.email_address, name: admin.name || admin.username }, password);
    return {};
  }
}
