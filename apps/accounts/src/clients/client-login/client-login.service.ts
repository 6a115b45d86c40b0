import { Injectable } from '@nestjs/common';

import { type ClientLoginReply, type ClientLoginRequest, CommandError } from '@mail/contracts';

import { verifyPassword } from '../../shared/crypto/password-hasher';
import { str } from '../../shared/params/param-readers';
import { isBlockedStatus } from '../../users/user.row';
import { ClientSessions } from '../client-sessions';
import { presentClient } from '../client.row';
import { ClientsRepository } from '../clients.repository';

const INVALID = () => new CommandError(3, 'Invalid login information');

/**
 * client.login: the password verified against its argon2 hash (a decoy hash when the username is unknown, so
 * timing does not tell); a disabled client, or one whose owner is blocked, is 3 like a wrong password. Opens a
 * client session: the `client` credential scope (client.update and the client-scoped reads).
 */
@Injectable()
export class ClientLoginService {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly sessions: ClientSessions,
  ) {}

  async run(input: ClientLoginRequest, ip: string): Promise<ClientLoginReply> {
    const username = (str(input.username) ?? '').trim();
    if (!username) throw new CommandError(1, 'Missing username');
    const password = str(input.password) ?? '';
    if (!password) throw new CommandError(2, 'Missing password');
    const client = await this.clients.findForLogin(username);
    if (!(await verifyPassword(client?.password_hash, password))) throw INVALID();
    if (!client || client.account_status !== 'Enabled' || isBlockedStatus(client.owner_status)) throw INVALID();
    const { owner_status: _owner, ...row } = client;
    return { SessionID: await this.sessions.open(client.id, ip), ClientInfo: presentClient(row) };
  }
}
