import { Injectable } from '@nestjs/common';
import { hostname } from 'node:os';

import type { AdminCampaignProcessesReply, AdminCampaignProcessesRequest, AdminProcess } from '@mail/contracts';

import { isDesc, iso, paging } from '../admin-campaigns.metrics';
import { AdminCampaignsRepository } from '../admin-campaigns.repository';

/**
 * admin.campaign.processes: our delivery has no long-lived PHP processes; its workers are jobs (snapshot, deliver,
 * cancel-queued) any replica runs. Each waiting, retrying or running job is a "process"; PID and memory are not known
 * per job (0), the host is the one answering (jobs are not pinned to a host).
 */
@Injectable()
export class AdminCampaignProcessesService {
  constructor(private readonly repository: AdminCampaignsRepository) {}

  async run(input: AdminCampaignProcessesRequest): Promise<AdminCampaignProcessesReply> {
    const campaignId = Number(input.campaignid);
    const host = hostname();
    const processes: AdminProcess[] = (await this.repository.jobs(campaignId)).map((j, i) => ({
      ProcessID: i + 1,
      PID: 0,
      Hostname: host,
      ProcessType: `${j.name.replace('campaigns.', '')}:${j.state}`,
      RegisteredAt: iso(j.created_on)!,
      LastPingedAt: iso(j.started_on),
      MemoryUsage: 0,
      MemoryPeakUsage: 0,
      KeyMetricValue1: j.data.run ?? 0,
      KeyMetricValue2: j.retry_count,
      KeyMetricValue3: 0,
      KeyMetricValue4: 0,
      KeyMetricValue5: 0,
    }));
    const field = String(input.orderfield ?? '').toLowerCase();
    const key = (p: AdminProcess) =>
      field === 'registeredat' ? p.RegisteredAt : field === 'processid' ? p.ProcessID : field === 'processtype' ? p.ProcessType : (p.LastPingedAt ?? '');
    const desc = isDesc(input.ordertype, 'DESC');
    processes.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (desc ? -1 : 1));
    const { limit, offset } = paging(input.recordsperrequest, input.recordsfrom);
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      Processes: processes.slice(offset, offset + limit),
      TotalProcesses: processes.length,
      ProcessCountByHostname: processes.length ? [{ Hostname: host, ProcessCount: processes.length }] : [],
    };
  }
}
