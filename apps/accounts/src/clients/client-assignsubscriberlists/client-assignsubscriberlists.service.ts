import { Injectable } from '@nestjs/common';

import { type ClientAssignsubscriberlistsReply, type ClientAssignsubscriberlistsRequest, CommandError } from '@mail/contracts';

import { int, list } from '../../shared/params/param-readers';
import { ClientAssets } from '../client-assets';
import { ClientsRepository } from '../clients.repository';

/**
 * client.assignsubscriberlists: the client must be the caller's (1 otherwise, like a missing ClientID); the ids
 * must hold at least one id (2). The client's lists become those of the ids that are the caller's lists (asked
 * of lists; others are skipped): the set replaces the earlier one (docs/decisions.md).
 */
@Injectable()
export class ClientAssignsubscriberlistsService {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly assets: ClientAssets,
  ) {}

  async run(userId: number, input: ClientAssignsubscriberlistsRequest): Promise<ClientAssignsubscriberlistsReply> {
    const clientId = int(input.clientid);
    const client = clientId ? await this.clients.findOwned(userId, clientId) : undefined;
    if (!client) throw new CommandError(1, 'Missing or unknown client id');
    const ids = [...new Set(list(input.subscriberlistids).map(int))].filter((id): id is number => id !== undefined && id > 0);
    if (!ids.length) throw new CommandError(2, 'Missing subscriber list ids');
    await this.clients.assign('list', client.id, await this.assets.ownedLists(userId, ids));
    return {};
  }
}
