import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { ADMIN_MONITOR_RATE, type AdminOk } from './admin-campaigns.shared';

export class AdminCampaignQueueRequest {
  @IsPositiveId(code(1, 'campaignid parameter is required'))
  @Param('The campaign', true)
  campaignid!: string | number;

  @Param('Page size (default 25, at most 1000)')
  recordsperrequest?: string | number;

  @Param('Offset (default 0)')
  recordsfrom?: string | number;

  @Param('Accepted for compatibility: offsets are always exact')
  exactoffset?: string | boolean;

  @Param('Only items in this status: Pending, Sending, Sent, Failed, Unknown, Held, Cancelled')
  status?: string;

  @Param('Part of the email address')
  search?: string;

  @Param('Only the items of this batch (as admin.campaign.batches names it)')
  batchid?: string;

  @Param('true: test sends only (campaign queues hold none)')
  istest?: string | boolean;

  @Param('QueueID, EmailAddress, Status, SentAt (default QueueID)')
  orderfield?: string;

  @Param('ASC or DESC (default ASC)')
  ordertype?: string;
}

export interface AdminQueueItem {
  QueueID: number;
  RelListID: number;
  RelSegmentID: number;
  RelSubscriberID: number;
  RelDeliveryServerID: number;
  RelEmailID: number;
  IsTest: boolean;
  EmailAddress: string;
  Status: string;
  StatusMessage: string;
  QueueBatchID: string;
  Options: null;
  SenderSettings: null;
  QueuedAt: string;
  FailedAt: string | null;
  SentAt: string | null;
  CustomFieldSnapshot: Record<string, unknown> | null;
}

export interface AdminCampaignQueueReply extends AdminOk {
  QueueItems: AdminQueueItem[];
  TotalQueueItems: number;
}

export const AdminCampaignQueue = defineCommand({
  name: 'admin.campaign.queue',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'admin.campaign.queue' },
  request: AdminCampaignQueueRequest,
  returns: reply<AdminCampaignQueueReply>(),
  reply: "QueueItems (the campaign's recipient queue rows), TotalQueueItems",
  errorStyle: 'array',
  errors: { 1: 'CampaignID missing or not a positive number' },
  rateLimit: ADMIN_MONITOR_RATE,
  summary: "A campaign's recipient queue (administrators): each recipient with its delivery state.",
});
