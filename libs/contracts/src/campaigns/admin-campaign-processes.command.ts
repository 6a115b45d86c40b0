import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { ADMIN_MONITOR_RATE, type AdminOk } from './admin-campaigns.shared';

export class AdminCampaignProcessesRequest {
  @IsPositiveId(code(1, 'campaignid parameter is required'))
  @Param('The campaign', true)
  campaignid!: string | number;

  @Param('Page size (default 25, at most 1000)')
  recordsperrequest?: string | number;

  @Param('Offset (default 0)')
  recordsfrom?: string | number;

  @Param('RegisteredAt, LastPingedAt, ProcessID (default RegisteredAt)')
  orderfield?: string;

  @Param('ASC or DESC (default DESC)')
  ordertype?: string;
}

export interface AdminProcess {
  ProcessID: number;
  PID: number;
  Hostname: string;
  ProcessType: string;
  RegisteredAt: string;
  LastPingedAt: string | null;
  MemoryUsage: number;
  MemoryPeakUsage: number;
  KeyMetricValue1: number;
  KeyMetricValue2: number;
  KeyMetricValue3: number;
  KeyMetricValue4: number;
  KeyMetricValue5: number;
}

export interface AdminCampaignProcessesReply extends AdminOk {
  Processes: AdminProcess[];
  TotalProcesses: number;
  ProcessCountByHostname: { Hostname: string; ProcessCount: number }[];
}

export const AdminCampaignProcesses = defineCommand({
  name: 'admin.campaign.processes',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'admin.campaign.processes' },
  request: AdminCampaignProcessesRequest,
  returns: reply<AdminCampaignProcessesReply>(),
  reply: "Processes (the campaign's delivery and snapshot jobs waiting or running), TotalProcesses, ProcessCountByHostname",
  errorStyle: 'array',
  errors: { 1: 'CampaignID missing or not a positive number' },
  rateLimit: ADMIN_MONITOR_RATE,
  summary: "The background jobs working on a campaign's delivery (administrators).",
});
