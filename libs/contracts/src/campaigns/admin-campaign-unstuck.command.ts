import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import type { AdminOk } from './admin-campaigns.shared';

export class AdminCampaignUnstuckRequest {
  @IsPositiveId(code(1, 'campaign_id parameter is required'))
  @Param('The campaign', true)
  campaignid!: string | number;
}

export interface AdminCampaignUnstuckReply extends AdminOk {
  BatchesReset: number;
  Message: string;
}

export const AdminCampaignUnstuck = defineCommand({
  name: 'admin.campaign.unstuck',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'admin.campaign.unstuck' },
  request: AdminCampaignUnstuckRequest,
  returns: reply<AdminCampaignUnstuckReply>(),
  reply: 'BatchesReset (recipients put back in the queue), Message',
  errorStyle: 'array',
  errors: {
    1: 'CampaignID missing or not a positive number',
    2: { meaning: 'Campaign not found', httpStatus: 404 },
    3: { meaning: 'Campaign is not in Sending status. Only campaigns in Sending status can be unstuck.', httpStatus: 409 },
    4: { meaning: 'Campaign is not stuck. The campaign appears to be processing normally.', httpStatus: 409 },
    5: { meaning: 'Database error during unstuck operation', httpStatus: 500 },
  },
  rateLimit: { requests: 30, windowSeconds: 60 },
  summary: "Requeue a stuck Sending campaign's abandoned claims and restart its delivery workers (administrators).",
});
