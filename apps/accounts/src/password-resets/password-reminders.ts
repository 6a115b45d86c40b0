import { Inject, Injectable } from '@nestjs/common';

import { JobQueue } from '@mail/jobs';
import { MAILER, type Mailer } from '@mail/mail';

import { ACCOUNTS_CONFIG, type AccountsConfig } from '../accounts.config';
import { AdministratorRepository } from '../administrators/administrator.repository';
import { sha256Hex } from '../shared/crypto/secret-hash';
import { ClientsRepository } from '../clients/clients.repository';
import { RESET_TOKEN_TTL_SECONDS, resetLink, type ResetScope, ResetTokens } from '../shared/reset-tokens/reset-tokens';
import { UserRepository } from '../users/user.repository';
import { isBlockedStatus } from '../users/user.row';
import { PasswordRemind, type PasswordRemindPayload } from './password-remind.job';
import { newPasswordMail, reminderMail, type ResetRecipient } from './reset-mail';

/** the principal a reminder or a reset is about */
export interface ResetPrincipal extends ResetRecipient {
  id: number;
}

/** what the default link (no CustomResetLink) opens: the reset command itself, as a GET */
const RESET_COMMANDS: Record<ResetScope, string> = {
  user: 'user.passwordreset&UserID=',
  admin: 'admin.passwordreset&AdminID=',
  client: 'client.passwordreset&ClientID=',
};

function defaultLink(scope: ResetScope, baseUrl: string | undefined, token: string): string {
  const base = (baseUrl ?? '').replace(/\/+$/, '');
  return `${base}/api.php?Command=${RESET_COMMANDS[scope]}${encodeURIComponent(token)}&ResponseFormat=JSON`;
}

/**
 * Password reminders and resets of users, administrators and clients (sub-accounts): queue a reminder (the same work whether or not the
 * address exists), send it (the job: issue the token, mail the link), and mail a new password.
 */
@Injectable()
export class PasswordReminders {
  constructor(
    private readonly users: UserRepository,
    private readonly admins: AdministratorRepository,
    private readonly clients: ClientsRepository,
    private readonly tokens: ResetTokens,
    private readonly jobs: JobQueue,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  /** the request's part: one queued job, whatever the address names */
  async queue(payload: PasswordRemindPayload): Promise<void> {
    await this.jobs.send(PasswordRemind, payload);
  }

  /** the job's part (or an administrator's ReturnParams): the token and link mailed, undefined when nobody has the address */
  async send(payload: PasswordRemindPayload): Promise<{ token: string; link: string } | undefined> {
    const principal = await this.findByEmail(payload.scope, payload.email);
    if (!principal) return undefined;
    const token = await this.tokens.issue(payload.scope, principal.id);
    const link = resetLink(payload.customLink, token, (t) => defaultLink(payload.scope, payload.baseUrl, t));
    const minutes = Math.round(RESET_TOKEN_TTL_SECONDS / 60);
    await this.mailer.send(reminderMail(this.config.mailFrom, principal, link, minutes, { subject: payload.subject, content: payload.content }));
    return { token, link };
  }

  /** mails the principal that its password was reset, with the password when given */
  async mailNewPassword(principal: ResetPrincipal, password: string | undefined): Promise<void> {
    await this.mailer.send(newPasswordMail(this.config.mailFrom, principal, password));
  }

  /** whether `key` is an administrator's API key (the options of user.passwordremind/passwordreset that need one) */
  async isAdminKey(key: unknown): Promise<boolean> {
    if (typeof key !== 'string' || !key.trim()) return false;
    return (await this.admins.findByApiKeyHash(sha256Hex(key.trim()))) !== undefined;
  }

  private async findByEmail(scope: ResetScope, email: string): Promise<ResetPrincipal | undefined> {
    if (scope === 'client') {
      // a disabled client (or one whose owner is blocked) gets no link: it could not log in anyway
      const client = await this.clients.findForReset({ email });
      if (!client || client.account_status !== 'Enabled' || isBlockedStatus(client.owner_status)) return undefined;
      return { id: client.id, email: client.email_address, name: client.name || client.username };
    }
    if (scope === 'admin') {
      const admin = await this.admins.findByEmail(email);
      return admin ? { id: admin.id, email: admin.email_address, name: admin.name || admin.username } : undefined;
    }
    const user = await this.users.findByEmail(email);
    // a disabled account gets no link (its owner cannot log in anyway); the caller learns nothing either way
    if (!user || isBlockedStatus(user.account_status)) return undefined;
    return { id: user.id, email: user.email_address, name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username };
  }
}
