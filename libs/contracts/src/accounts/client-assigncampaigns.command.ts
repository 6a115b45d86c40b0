import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** client.assigncampaigns: replaces the client's campaigns with the given ones that are the caller's. */
export class ClientAssigncampaignsRequest {
  @IsNotEmpty(code(1, 'Missing client id'))
  @Param("Client receiving access (one of the caller's)", true)
  clientid!: string | number;

  @IsNotEmpty(code(2, 'Missing campaign ids'))
  @Param("Comma-separated campaign ids (the caller's campaigns; others are skipped)", true)
  campaignids!: string | number | (string | number)[];
}

/** a success carries nothing beyond the envelope */
export type ClientAssigncampaignsReply = Record<string, never>;

export const ClientAssigncampaigns = defineCommand({
  name: 'client.assigncampaigns',
  service: 'accounts',
  auth: 'user',
  userAdministration: true, // the accounts convention; an administrator has no clients: caller.userId answers 99998
  permission: 'Client.Create',
  request: ClientAssigncampaignsRequest,
  returns: reply<ClientAssigncampaignsReply>(),
  errorStyle: 'array',
  errors: { 1: "missing ClientID (or not one of the caller's clients)", 2: 'missing CampaignIDs (or no id in it)' },
  summary: "Give a client read access to a set of the user's campaigns (replaces its earlier set). Deprecated by the vendor.",
});
