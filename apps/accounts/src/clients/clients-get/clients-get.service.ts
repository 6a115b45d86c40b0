import { Injectable } from '@nestjs/common';

import { type ClientsGetReply, type ClientsGetRequest, CommandError } from '@mail/contracts';

import { str } from '../../shared/params/param-readers';
import { presentClient } from '../client.row';
import { clientOrderColumn, ClientsRepository } from '../clients.repository';

/** clients.get: the caller's clients (never another user's), sorted; an unknown OrderField is 1, an OrderType other than ASC/DESC 2. */
@Injectable()
export class ClientsGetService {
  constructor(private readonly clients: ClientsRepository) {}

  async run(userId: number, input: ClientsGetRequest): Promise<ClientsGetReply> {
    const column = clientOrderColumn(str(input.orderfield) ?? '');
    if (!column) throw new CommandError(1, 'OrderField must be ClientName, ClientID, ClientUsername, ClientEmailAddress or ClientAccountStatus');
    const type = (str(input.ordertype) ?? '').trim().toUpperCase();
    if (type !== 'ASC' && type !== 'DESC') throw new CommandError(2, 'OrderType must be ASC or DESC');
    const rows = await this.clients.browse(userId, column, type === 'DESC');
    return { TotalClientCount: rows.length, Clients: rows.map(presentClient) };
  }
}
