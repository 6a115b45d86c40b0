import { Injectable } from '@nestjs/common';

import { type ClientCampaignGetReply, type ClientCampaignGetRequest, CommandError } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { int } from '../../shared/params/param-readers';
import { ClientAssets } from '../client-assets';
import { ClientScope } from '../client-scope';
import { ClientsRepository } from '../clients.repository';

const NOT_ASSIGNED = () => new CommandError(2, 'The campaign is not assigned to this client or does not exist');

/** client.campaign.get: one campaign assigned to the calling client, with its headline figures and statistics (asked of campaigns); 2 for any other id. */
@Injectable()
export class ClientCampaignGetService {
  constructor(
    private readonly scope: ClientScope,
    private readonly clients: ClientsRepository,
    private readonly assets: ClientAssets,
  ) {}

  async run(caller: Caller, input: ClientCampaignGetRequest): Promise<ClientCampaignGetReply> {
    const client = await this.scope.of(caller);
    const campaignId = int(input.campaignid);
    if (!campaignId || !(await this.clients.assigned('campaign', client.id)).includes(campaignId)) throw NOT_ASSIGNED();
    const [c] = await this.assets.campaigns(client.owner_user_id, [campaignId], true);
    if (!c) throw NOT_ASSIGNED();
    return {
      Campaign: {
        CampaignID: c.CampaignID,
        CampaignName: c.CampaignName,
        CampaignStatus: c.CampaignStatus,
        TotalSent: c.TotalSent ?? 0,
        TotalOpened: c.TotalOpened ?? 0,
        TotalClicked: c.TotalClicked ?? 0,
        HardBounceRatio: c.HardBounceRatio ?? '0.00',
        SoftBounceRatio: c.SoftBounceRatio ?? '0.00',
        Statistics: c.Statistics ?? {},
      },
    };
  }
}
