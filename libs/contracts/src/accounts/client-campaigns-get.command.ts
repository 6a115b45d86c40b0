import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** client.campaigns.get: no parameters besides the client session. */
export class ClientCampaignsGetRequest {}

export interface ClientCampaignSummary {
  CampaignID: number;
  CampaignName: string;
  CampaignStatus: string;
}

export interface ClientCampaignsGetReply {
  TotalCampaigns: number;
  Campaigns: ClientCampaignSummary[];
}

export const ClientCampaignsGet = defineCommand({
  name: 'client.campaigns.get',
  service: 'accounts',
  auth: 'client',
  request: ClientCampaignsGetRequest,
  returns: reply<ClientCampaignsGetReply>(),
  reply: 'TotalCampaigns, Campaigns',
  errorStyle: 'array',
  errors: {},
  summary: 'For a logged-in client, the campaigns assigned to it. Deprecated by the vendor.',
});
