import { Injectable } from '@nestjs/common';

import { CommandError } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import type { ClientRow } from './client.row';
import { ClientsRepository } from './clients.repository';

/**
 * The client a client session acts as (client.lists.get and the other client-scoped reads). The edge lets only
 * client sessions through; a client deleted since its session was cached answers 99998 like any unknown session.
 */
@Injectable()
export class ClientScope {
  constructor(private readonly clients: ClientsRepository) {}

  async of(caller: Caller): Promise<ClientRow> {
    const auth = caller.auth;
    const client = auth?.kind === 'client' && auth.clientId ? await this.clients.findById(auth.clientId) : undefined;
    if (!client || client.account_status !== 'Enabled') throw new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });
    return client;
  }
}
