import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import type { AdminOk } from './admin-campaigns.shared';
import { Rule, ifGiven } from './requests/param-rules';

const isCount = (v: unknown) => /^\d+$/.test(String(v).trim());

export class AdminProcessesListRequest {
  @Param('Only this process type (a job queue, e.g. campaigns.deliver)')
  processtype?: string;

  @Rule('pid', ifGiven(isCount), code(1, 'Invalid PID'))
  @Param('Only this PID (jobs have none: nothing matches a PID other than 0)')
  pid?: string | number;

  @Rule('stale', ifGiven(isCount), code(2, 'Invalid StaleMinutes'))
  @Param('Only processes not pinged for this many minutes')
  staleminutes?: string | number;

  @Param('RegisteredAt (default), LastPingedAt, ProcessType')
  orderfield?: string;

  @Param('ASC or DESC (default DESC)')
  ordertype?: string;
}

export interface AdminListedProcess {
  ProcessID: number;
  PID: number;
  Hostname: string;
  ProcessType: string;
  ProcessTypeLabel: string;
  ProcessTypeDescription: string;
  RegisteredAt: string;
  LastPingedAt: string | null;
  MemoryUsage: number;
  MemoryPeakUsage: number;
  KeyMetricValue1: number;
  KeyMetricValue2: number;
  KeyMetricValue3: number;
  KeyMetricValue4: number;
  KeyMetricValue5: number;
  IsHealthy: boolean;
  SecondsSinceLastPing: number | null;
}

export interface AdminProcessesListReply extends AdminOk {
  Processes: AdminListedProcess[];
  TotalProcesses: number;
  AvailableProcessTypes: { Type: string; Label: string; Description: string }[];
}

export const AdminProcessesList = defineCommand({
  name: 'admin.processes.list',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST', 'GET'], path: 'admin.processes.list' },
  request: AdminProcessesListRequest,
  returns: reply<AdminProcessesListReply>(),
  reply: "Processes (the sending engine's background jobs running or waiting), TotalProcesses, AvailableProcessTypes (its job queues)",
  errorStyle: 'array',
  errors: { 1: 'PID not a non-negative integer', 2: 'StaleMinutes not a non-negative integer' },
  rateLimit: { requests: 60, windowSeconds: 60 },
  summary: "The sending engine's background work (administrators).",
});
