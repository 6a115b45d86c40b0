import { Injectable } from '@nestjs/common';

import { type ClientAssigncampaignsReply, type ClientAssigncampaignsRequest, CommandError } from '@mail/contracts';

import { int, list } from '../../shared/params/param-readers';
import { ClientAssets } from '../client-assets';
import { ClientsRepository } from '../clients.repository';

/**
 * client.assigncampaigns: the client must be the caller's (1 otherwise, like a missing ClientID); the ids must
 * hold at least one id (2). The client's campaigns become those of the ids that are the caller's campaigns
 * (asked of campaigns; others are skipped): the set replaces the earlier one (docs/decisions.md).
 */
@Injectable()
export class ClientAssigncampaignsService {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly assets: ClientAssets,
  ) {}

  async run(userId: number, input: ClientAssigncampaignsRequest): Promise<ClientAssigncampaignsReply> {
    const clientId = int(input.clientid);
    const client = clientId ? await this.clients.findOwned(userId, clientId) : undefined;
    if (!client) throw new CommandError(1, 'Missing or unknown client id');
    const ids = [...new Set(list(input.campaignids).map(int))].filter((id): id is number => id !== undefined && id > 0);
    if (!ids.length) throw new CommandError(2, 'Missing campaign ids');
    await this.clients.assign('campaign', client.id, await this.assets.ownedCampaigns(userId, ids));
    return {};
  }
}
