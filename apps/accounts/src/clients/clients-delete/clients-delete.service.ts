import { Injectable } from '@nestjs/common';

import { type ClientsDeleteReply, type ClientsDeleteRequest, CommandError } from '@mail/contracts';

import { int, list } from '../../shared/params/param-readers';
import { ClientSessions } from '../client-sessions';
import { ClientsRepository } from '../clients.repository';

/**
 * clients.delete: deletes those of the ids that are the caller's clients (others, and unknown ids, are skipped);
 * a value without any id is 1. The clients' sessions end with them and are evicted from every edge at once.
 */
@Injectable()
export class ClientsDeleteService {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly sessions: ClientSessions,
  ) {}

  async run(userId: number, input: ClientsDeleteRequest): Promise<ClientsDeleteReply> {
    const ids = [...new Set(list(input.clients).map(int))].filter((id): id is number => id !== undefined && id > 0);
    if (!ids.length) throw new CommandError(1, 'Missing clients');
    await this.sessions.evict(await this.clients.deleteOwned(userId, ids));
    return {};
  }
}
