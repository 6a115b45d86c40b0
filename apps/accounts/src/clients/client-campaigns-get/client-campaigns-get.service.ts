import { Injectable } from '@nestjs/common';

import type { ClientCampaignsGetReply } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { ClientAssets } from '../client-assets';
import { ClientScope } from '../client-scope';
import { ClientsRepository } from '../clients.repository';

/** client.campaigns.get: the campaigns assigned to the calling client that still exist and are its owner's (asked of campaigns). */
@Injectable()
export class ClientCampaignsGetService {
  constructor(
    private readonly scope: ClientScope,
    private readonly clients: ClientsRepository,
    private readonly assets: ClientAssets,
  ) {}

  async run(caller: Caller): Promise<ClientCampaignsGetReply> {
    const client = await this.scope.of(caller);
    const campaigns = await this.assets.campaigns(client.owner_user_id, await this.clients.assigned('campaign', client.id));
    return {
      TotalCampaigns: campaigns.length,
      Campaigns: campaigns.map((c) => ({ CampaignID: c.CampaignID, CampaignName: c.CampaignName, CampaignStatus: c.CampaignStatus })),
    };
  }
}
