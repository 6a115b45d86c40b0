import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { ADMIN_MONITOR_RATE, type AdminOk, type AdminSendingVelocity } from './admin-campaigns.shared';

export class AdminCampaignDetailsRequest {
  @IsPositiveId(code(1, 'campaignid parameter is required'))
  @Param('The campaign', true)
  campaignid!: string | number;

  @Param('Accepted for compatibility: the batch summary is always included')
  includebatchdetails?: string | boolean;
}

export interface AdminQueueStats {
  TotalRecipients: number;
  Pending: number;
  Sending: number;
  Sent: number;
  Failed: number;
}

export interface AdminCampaignDetailsReply extends AdminOk {
  Campaign: { CampaignID: number; CampaignName: string; CampaignStatus: string; TotalRecipients: number; TotalSent: number };
  QueueTable: { Exists: boolean; TableName: string; Stats: AdminQueueStats };
  Throughput: {
    EmailsPerSecond: number;
    EmailsPerMinute: number;
    EmailsPerHour: number;
    TotalSent: number;
    DurationSeconds: number;
    EmailsRemaining: number;
    EstimatedSecondsRemaining: number;
    EstimatedTimeRemaining: string;
  };
  Velocity: AdminSendingVelocity;
  BatchSummary: {
    TotalBatches: number;
    BatchesByStatus: { Pending: number; Working: number; Completed: number; Failed: number; Other: number };
    TotalRecipients: number;
    TotalAttempts: number;
    AverageAttemptsPerBatch: number;
    BatchesWithWorkers: number;
    PotentiallyStuckBatches: number;
    DiagnosticNote: string | null;
  };
  Health: {
    Status: string;
    Note: string;
    Issues: string[];
    Warnings: string[];
    WorkerTracking: {
      LastWorkerActivityAt: string | null;
      ActiveWorkerCount: number;
      SecondsSinceLastActivity: number | null;
      IsStuck: boolean;
      StuckReason: string | null;
      IsPotentiallyStuck: boolean;
      HasInactiveWorkers: boolean;
    };
  };
}

export const AdminCampaignDetails = defineCommand({
  name: 'admin.campaign.details',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'admin.campaign.details' },
  request: AdminCampaignDetailsRequest,
  returns: reply<AdminCampaignDetailsReply>(),
  reply: 'Campaign, QueueTable, Throughput, Velocity, BatchSummary, Health',
  errorStyle: 'array',
  errors: { 1: 'CampaignID missing or not a positive number', 2: { meaning: 'no campaign with this id', httpStatus: 404 } },
  rateLimit: ADMIN_MONITOR_RATE,
  summary: "A campaign's delivery diagnostics (administrators): queue counts, throughput, batches and health.",
});
