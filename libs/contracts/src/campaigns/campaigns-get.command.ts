import { Param } from '../request-params';
import { CampaignStatuses } from './values';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CampaignsGetRequest {
  @Param('Page size (default 0 = all)')
  recordsperrequest?: string | number;

  @Param('Offset (default 0)')
  recordsfrom?: string | number;

  @Param(`'All' (default) or a status: ${CampaignStatuses.join(', ')} ('Pending' = Pending Approval); anything else = All`)
  campaignstatus?: string;

  @Param('Part of the campaign name')
  searchkeyword?: string;

  @Param('A campaign field, `sort-by-status` (always descending) or `sort-by-send-date`; anything else = CampaignName')
  orderfield?: string;

  @Param("'ASC' (default) or 'DESC'")
  ordertype?: string;

  @Param('boolean: add Tags (names) to each campaign')
  retrievetags?: string | boolean;

  @Param('Comma-separated tag ids: only campaigns carrying one of them')
  tags?: string;

  @Param('boolean: add statistics to each campaign (default true)')
  retrievestatistics?: string | boolean;

  @Param('boolean: list auto-resend campaigns too (default false: only campaigns that resend nothing)')
  include_autoresend?: string | boolean;
}

export interface CampaignsGetReply {
  Campaigns: Record<string, unknown>[];
  TotalCampaigns: number;
}

export const CampaignsGet = defineCommand({
  name: 'Campaigns.Get',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: CampaignsGetRequest,
  returns: reply<CampaignsGetReply>(),
  reply: 'Campaigns, TotalCampaigns',
  errorStyle: 'array',
  errors: {},
  summary: "The caller's campaigns, filtered, ordered and paged.",
  notes: 'reference notes 1.5; bad filter, order or paging values fall back to the defaults',
});
