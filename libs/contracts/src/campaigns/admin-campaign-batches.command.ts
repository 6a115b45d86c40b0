import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { ADMIN_MONITOR_RATE, type AdminOk } from './admin-campaigns.shared';

/** admin.campaign.batches: a campaign's delivery runs (our "batches"), newest first by default. */
export class AdminCampaignBatchesRequest {
  @IsPositiveId(code(1, 'campaignid parameter is required'))
  @Param('The campaign', true)
  campaignid!: string | number;

  @Param('Page size (default 25, at most 1000)')
  recordsperrequest?: string | number;

  @Param('Offset of the first batch (default 0)')
  recordsfrom?: string | number;

  @Param('Accepted for compatibility: offsets are always exact')
  exactoffset?: string | boolean;

  @Param('Only batches in this status: Pending, Working, Paused, Completed, Failed')
  status?: string;

  @Param('ID, CreatedAt, FinishedAt, TotalRecipients, SentRecipients (default ID)')
  orderfield?: string;

  @Param('ASC or DESC (default DESC)')
  ordertype?: string;
}

export interface AdminCampaignBatch {
  ID: number;
  BatchID: string;
  Status: string;
  StatusMessage: string | null;
  CreatedAt: string;
  UpdatedAt: string;
  FinishedAt: string | null;
  ProcessID: number;
  WorkerPID: number;
  StartedAt: string;
  LastPingedAt: string | null;
  AttemptCount: number;
  TotalProcessingTime: number;
  ProcessedEmails: number;
  EmailsPerSec: string;
  CurrentProcessingDuration: number;
  SecondsSinceLastPing: number | null;
  TotalRecipients: number;
  PendingRecipients: number;
  SentRecipients: number;
  FailedRecipients: number;
}

export interface AdminCampaignBatchesReply extends AdminOk {
  Batches: AdminCampaignBatch[];
  TotalBatches: number;
}

export const AdminCampaignBatches = defineCommand({
  name: 'admin.campaign.batches',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'admin.campaign.batches' },
  request: AdminCampaignBatchesRequest,
  returns: reply<AdminCampaignBatchesReply>(),
  reply: 'Batches (one per delivery run of the campaign, with its recipient counts), TotalBatches',
  errorStyle: 'array',
  errors: { 1: 'CampaignID missing or not a positive number' },
  rateLimit: ADMIN_MONITOR_RATE,
  summary: "A campaign's delivery batches (administrators): each send run with its queue counts and progress.",
});
