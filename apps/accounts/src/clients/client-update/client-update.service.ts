import { Injectable } from '@nestjs/common';

import { type ClientUpdateReply, type ClientUpdateRequest, CommandError } from '@mail/contracts';
import { type Caller, ServiceDb } from '@mail/kit';
import { isEmail } from '@mail/values';

import { hashPassword } from '../../shared/crypto/password-hasher';
import { int, str } from '../../shared/params/param-readers';
import { TAKEN } from '../client-create/client-create.service';
import { CLIENT_STATUSES, type ClientRow } from '../client.row';
import { clientSessionId, ClientSessions } from '../client-sessions';
import { ClientsRepository } from '../clients.repository';

const MISSING: [keyof ClientUpdateRequest, number, string][] = [
  ['clientid', 6, 'Missing client id'],
  ['clientname', 1, 'Missing client name'],
  ['clientusername', 2, 'Missing client username'],
  ['clientemailaddress', 4, 'Missing client email address'],
];
const NOT_FOUND = () => new CommandError(8, 'No such client, or the caller may not change it');

/**
 * client.update: by the owning user (any of their clients) or by the client's own session (itself only); any
 * other client is 8, like a missing one. Checks: missing fields (DTO, blank too) → status (5) → email (7) →
 * client (8) → login taken by another client (9, 10). A new password or `Disabled` ends the client's sessions
 * (all but the caller's own when the client changes its own password) on every edge at once.
 */
@Injectable()
export class ClientUpdateService {
  constructor(
    private readonly db: ServiceDb,
    private readonly clients: ClientsRepository,
    private readonly sessions: ClientSessions,
  ) {}

  async run(caller: Caller, input: ClientUpdateRequest): Promise<ClientUpdateReply> {
    for (const [key, code, message] of MISSING) if (!str(input[key])?.trim()) throw new CommandError(code, message);
    const status = this.status(input.clientaccountstatus);
    const emailAddress = str(input.clientemailaddress)!.trim();
    if (!isEmail(emailAddress)) throw new CommandError(7, 'The email address is not valid');
    const client = await this.client(caller, int(input.clientid));
    const username = str(input.clientusername)!.trim();
    const taken = await this.clients.taken(username, emailAddress, client.id);
    if (taken) throw new CommandError(TAKEN[taken].update, TAKEN[taken].message);
    const password = str(input.clientpassword);
    const passwordHash = password ? await hashPassword(password) : undefined;
    const own = caller.auth?.kind === 'client' ? clientSessionId(caller.auth.credentialId) : undefined;
    const ended = await this.db.tx(async (m) => {
      const conflict = await this.clients.update(
        client.id,
        { name: str(input.clientname)!.trim(), username, emailAddress, passwordHash, accountStatus: status },
        m,
      );
      if (conflict) throw new CommandError(TAKEN[conflict].update, TAKEN[conflict].message);
      if (status === 'Disabled') return this.sessions.end(client.id, undefined, m);
      return passwordHash ? this.sessions.end(client.id, own, m) : [];
    });
    await this.sessions.evict(ended);
    return {};
  }

  /** `Enabled` or `Disabled` in any casing; absent or blank: unchanged */
  private status(raw: unknown): string | undefined {
    const value = str(raw)?.trim();
    if (!value) return undefined;
    const status = CLIENT_STATUSES.find((s) => s.toLowerCase() === value.toLowerCase());
    if (!status) throw new CommandError(5, 'ClientAccountStatus must be Enabled or Disabled');
    return status;
  }

  private async client(caller: Caller, id: number | undefined): Promise<ClientRow> {
    if (!id) throw NOT_FOUND();
    const auth = caller.credential;
    if (auth.kind === 'client') {
      if (auth.clientId !== id) throw NOT_FOUND();
      const own = await this.clients.findById(id);
      if (!own) throw NOT_FOUND();
      return own;
    }
    const owned = await this.clients.findOwned(caller.userId, id);
    if (!owned) throw NOT_FOUND();
    return owned;
  }
}
