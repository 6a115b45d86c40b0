import { Injectable } from '@nestjs/common';

import { type ClientListGetReply, type ClientListGetRequest, CommandError } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { int } from '../../shared/params/param-readers';
import { ClientAssets } from '../client-assets';
import { ClientScope } from '../client-scope';
import { ClientsRepository } from '../clients.repository';

const NOT_ASSIGNED = () => new CommandError(2, 'The list is not assigned to this client or does not exist');

/** client.list.get: one list assigned to the calling client, with its subscriber counts (asked of lists); 2 for any other id. */
@Injectable()
export class ClientListGetService {
  constructor(
    private readonly scope: ClientScope,
    private readonly clients: ClientsRepository,
    private readonly assets: ClientAssets,
  ) {}

  async run(caller: Caller, input: ClientListGetRequest): Promise<ClientListGetReply> {
    const client = await this.scope.of(caller);
    const listId = int(input.listid);
    if (!listId || !(await this.clients.assigned('list', client.id)).includes(listId)) throw NOT_ASSIGNED();
    const [list] = await this.assets.lists(client.owner_user_id, [listId], true);
    if (!list) throw NOT_ASSIGNED();
    return {
      List: {
        ListID: list.ListID,
        Name: list.Name,
        RelOwnerUserID: list.RelOwnerUserID,
        SubscriberCount: list.SubscriberCount ?? 0,
        Statistics: list.Statistics ?? {},
      },
    };
  }
}
