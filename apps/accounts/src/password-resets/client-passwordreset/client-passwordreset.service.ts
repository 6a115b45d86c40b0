import { Injectable } from '@nestjs/common';

import { type ClientPasswordresetReply, type ClientPasswordresetRequest, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { ClientSessions } from '../../clients/client-sessions';
import { ClientsRepository } from '../../clients/clients.repository';
import { hashPassword } from '../../shared/crypto/password-hasher';
import { randomToken } from '../../shared/crypto/secret-hash';
import { str } from '../../shared/params/param-readers';
import { ResetTokens } from '../../shared/reset-tokens/reset-tokens';
import { isBlockedStatus } from '../../users/user.row';
import { PasswordReminders } from '../password-reminders';

/**
 * client.passwordreset: consumes the token (single use: a second try, an expired or unknown token is 2; so is a
 * client deleted or disabled since, or one whose owner is blocked), sets a new random password, ends every session
 * of the client on every edge at once, and mails the password to the client (it could not log in otherwise).
 */
@Injectable()
export class ClientPasswordresetService {
  constructor(
    private readonly db: ServiceDb,
    private readonly tokens: ResetTokens,
    private readonly clients: ClientsRepository,
    private readonly sessions: ClientSessions,
    private readonly reminders: PasswordReminders,
  ) {}

  async run(input: ClientPasswordresetRequest): Promise<ClientPasswordresetReply> {
    const clientId = await this.tokens.consume('client', str(input.clientid) ?? '');
    const client = clientId === undefined ? undefined : await this.clients.findForReset({ id: clientId });
    if (!client || client.account_status !== 'Enabled' || isBlockedStatus(client.owner_status)) {
      throw new CommandError(2, 'Invalid or expired password reset link');
    }
    const password = randomToken(9);
    const passwordHash = await hashPassword(password);
    const ended = await this.db.tx(async (m) => {
      await this.clients.setPassword(client.id, passwordHash, m);
      return this.sessions.end(client.id, undefined, m);
    });
    await this.sessions.evict(ended);
    await this.reminders.mailNewPassword({ id: client.id, email: client.email_address, name: client.name || client.username }, password);
    return { ErrorText: '' };
  }
}
