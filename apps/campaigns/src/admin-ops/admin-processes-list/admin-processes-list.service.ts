import { Injectable } from '@nestjs/common';
import { hostname } from 'node:os';

import type { AdminListedProcess, AdminProcessesListReply, AdminProcessesListRequest } from '@mail/contracts';

import { AdminOpsRepository } from '../admin-ops.repository';

const LABELS: Record<string, [string, string]> = {
  'campaigns.dispatch': ['Campaign dispatcher', 'Moves due campaigns to Sending and starts their runs; sweeps abandoned claims every minute'],
  'campaigns.snapshot-audience': ['Audience snapshot', "Writes a run's recipients into its queue, page by page"],
  'campaigns.deliver': ['Delivery worker', "Claims and sends a run's recipients in batches"],
  'campaigns.cancel-queued': ['Cancel queued', "Marks a cancelled run's still-queued recipients"],
};
const labelOf = (queue: string): [string, string] =>
  LABELS[queue] ?? [queue.replace(/^campaigns\./, '').replace(/[-.]/g, ' '), `Background job queue ${queue}`];

/**
 * admin.processes.list: the sending engine runs as jobs, not as processes: each job running, retrying or due is listed
 * (PID and memory unknown: 0; the host is the one answering). Healthy: waiting, or running within its expiry.
 */
@Injectable()
export class AdminProcessesListService {
  constructor(private readonly repository: AdminOpsRepository) {}

  async run(input: AdminProcessesListRequest): Promise<AdminProcessesListReply> {
    const [queues, jobs] = await Promise.all([this.repository.queues(), this.repository.jobs()]);
    const host = hostname();
    let processes: AdminListedProcess[] = jobs.map((j, i) => {
      const [label, description] = labelOf(j.name);
      return {
        ProcessID: i + 1,
        PID: 0,
        Hostname: host,
        ProcessType: j.name,
        ProcessTypeLabel: label,
        ProcessTypeDescription: description,
        RegisteredAt: new Date(j.created_on).toISOString().slice(0, 19).replace('T', ' '),
        LastPingedAt: j.started_on ? new Date(j.started_on).toISOString().slice(0, 19).replace('T', ' ') : null,
        MemoryUsage: 0,
        MemoryPeakUsage: 0,
        KeyMetricValue1: j.retry_count,
        KeyMetricValue2: j.state === 'active' ? 1 : 0,
        KeyMetricValue3: 0,
        KeyMetricValue4: 0,
        KeyMetricValue5: 0,
        IsHealthy: j.state === 'created' || (j.state === 'active' && (j.since_ping ?? 0) <= j.expire_seconds),
        SecondsSinceLastPing: j.since_ping,
      };
    });
    const type = input.processtype?.trim().toLowerCase();
    if (type) processes = processes.filter((p) => p.ProcessType.toLowerCase() === type || p.ProcessType.toLowerCase() === `campaigns.${type}`);
    if (input.pid !== undefined && String(input.pid).trim() !== '') processes = processes.filter((p) => p.PID === Number(input.pid));
    if (input.staleminutes !== undefined && String(input.staleminutes).trim() !== '') {
      processes = processes.filter((p) => (p.SecondsSinceLastPing ?? 0) >= Number(input.staleminutes) * 60);
    }
    const field = String(input.orderfield ?? '').toLowerCase();
    const key = (p: AdminListedProcess) => (field === 'lastpingedat' ? (p.LastPingedAt ?? '') : field === 'processtype' ? p.ProcessType : p.RegisteredAt);
    const desc =
      String(input.ordertype ?? 'DESC')
        .trim()
        .toUpperCase() !== 'ASC';
    processes.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (desc ? -1 : 1));
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      Processes: processes,
      TotalProcesses: processes.length,
      AvailableProcessTypes: queues.map((q) => ({ Type: q.name, Label: labelOf(q.name)[0], Description: labelOf(q.name)[1] })),
    };
  }
}
