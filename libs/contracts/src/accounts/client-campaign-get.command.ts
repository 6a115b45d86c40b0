import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import type { ClientCampaignSummary } from './client-campaigns-get.command';

/** client.campaign.get: one campaign assigned to the client session, with its headline figures and statistics. */
export class ClientCampaignGetRequest {
  @IsNotEmpty(code(1, 'Missing campaign id'))
  @Param('Campaign to read (one assigned to the client)', true)
  campaignid!: string | number;
}

export interface ClientCampaignGetReply {
  Campaign: ClientCampaignSummary & {
    TotalSent: number;
    TotalOpened: number;
    TotalClicked: number;
    HardBounceRatio: string;
    SoftBounceRatio: string;
    Statistics: Record<string, unknown>;
  };
}

export const ClientCampaignGet = defineCommand({
  name: 'client.campaign.get',
  service: 'accounts',
  auth: 'client',
  request: ClientCampaignGetRequest,
  returns: reply<ClientCampaignGetReply>(),
  reply: 'Campaign',
  errorStyle: 'array',
  errors: { 1: 'missing CampaignID', 2: 'the campaign is not assigned to this client or does not exist' },
  summary: 'For a logged-in client, one assigned campaign with its headline figures and statistics. Deprecated by the vendor.',
});
