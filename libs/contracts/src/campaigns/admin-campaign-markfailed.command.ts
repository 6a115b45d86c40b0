import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import type { AdminOk } from './admin-campaigns.shared';

export class AdminCampaignMarkfailedRequest {
  @IsPositiveId(code(1, 'campaign_id parameter is required'))
  @Param('The campaign', true)
  campaignid!: string | number;
}

export interface AdminCampaignMarkfailedReply extends AdminOk {
  BatchesCompleted: number;
  Message: string;
}

export const AdminCampaignMarkfailed = defineCommand({
  name: 'admin.campaign.markfailed',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'admin.campaign.markfailed' },
  request: AdminCampaignMarkfailedRequest,
  returns: reply<AdminCampaignMarkfailedReply>(),
  reply: 'BatchesCompleted (delivery runs closed), Message',
  errorStyle: 'array',
  errors: {
    1: 'CampaignID missing or not a positive number',
    2: { meaning: 'Campaign not found', httpStatus: 404 },
    3: { meaning: 'Campaign is not in Sending status. Only campaigns in Sending status can be marked as failed.', httpStatus: 409 },
    4: { meaning: 'Campaign is not stuck. Only stuck campaigns can be marked as failed.', httpStatus: 409 },
    5: { meaning: 'Database error during mark as failed operation', httpStatus: 500 },
  },
  rateLimit: { requests: 30, windowSeconds: 60 },
  summary: 'Mark a stuck Sending campaign Failed and close its queue (administrators).',
});
