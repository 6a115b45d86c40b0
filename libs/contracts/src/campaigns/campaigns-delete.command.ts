import { HasPositiveIds, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CampaignsDeleteRequest {
  @HasPositiveIds(code(1, "The 'campaigns' parameter is missing or invalid."))
  @Param('Comma-separated campaign ids', true)
  campaigns?: string;
}

export type CampaignsDeleteReply = Record<string, never>;

export const CampaignsDelete = defineCommand({
  name: 'Campaigns.Delete',
  service: 'campaigns',
  auth: 'user',
  request: CampaignsDeleteRequest,
  returns: reply<CampaignsDeleteReply>(),
  errorStyle: 'keyed',
  errors: { 1: 'campaign ids missing or invalid (keyed `campaigns`)' },
  summary: 'Delete campaigns.',
});
