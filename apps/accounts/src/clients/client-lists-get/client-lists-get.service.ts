import { Injectable } from '@nestjs/common';

import type { ClientListsGetReply } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { ClientAssets } from '../client-assets';
import { ClientScope } from '../client-scope';
import { ClientsRepository } from '../clients.repository';

/** client.lists.get: the lists assigned to the calling client that still exist and are its owner's (asked of lists). */
@Injectable()
export class ClientListsGetService {
  constructor(
    private readonly scope: ClientScope,
    private readonly clients: ClientsRepository,
    private readonly assets: ClientAssets,
  ) {}

  async run(caller: Caller): Promise<ClientListsGetReply> {
    const client = await this.scope.of(caller);
    const lists = await this.assets.lists(client.owner_user_id, await this.clients.assigned('list', client.id));
    return { TotalListCount: lists.length, Lists: lists.map((l) => ({ ListID: l.ListID, Name: l.Name, RelOwnerUserID: l.RelOwnerUserID })) };
  }
}
