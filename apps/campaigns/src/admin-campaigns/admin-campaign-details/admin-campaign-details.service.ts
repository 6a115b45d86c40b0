import { Inject, Injectable } from '@nestjs/common';

import { type AdminCampaignDetailsReply, type AdminCampaignDetailsRequest, CommandError } from '@mail/contracts';

import { DELIVERY_CONFIG, type DeliveryConfig } from '../../delivery/delivery.config';
import { batchOf, formatDuration, iso, lastActivity, stuckReason, velocityOf, VELOCITY_WINDOW_SECONDS } from '../admin-campaigns.metrics';
import { AdminCampaignsRepository } from '../admin-campaigns.repository';

/** admin.campaign.details: the campaign's recipient queue, runs (batches), delivery jobs (workers) and a health verdict. */
@Injectable()
export class AdminCampaignDetailsService {
  constructor(
    private readonly repository: AdminCampaignsRepository,
    @Inject(DELIVERY_CONFIG) private readonly config: DeliveryConfig,
  ) {}

  async run(input: AdminCampaignDetailsRequest): Promise<AdminCampaignDetailsReply> {
    const campaignId = Number(input.campaignid);
    const c = await this.repository.campaign(campaignId);
    if (!c) throw new CommandError(2, 'Campaign not found');
    const [runs, jobs, inWindow] = await Promise.all([
      this.repository.runs(campaignId),
      this.repository.jobs(campaignId),
      this.repository.sentSince(campaignId, VELOCITY_WINDOW_SECONDS),
    ]);
    const now = runs[0]?.now ?? new Date();
    const sum = (k: 'total' | 'queued' | 'sending' | 'sent' | 'failed' | 'attempts') => runs.reduce((n, r) => n + r[k], 0);
    const remaining = sum('queued') + sum('sending');
    const batches = runs.map((r) => batchOf(campaignId, c, r));
    const byStatus = { Pending: 0, Working: 0, Completed: 0, Failed: 0, Other: 0 };
    for (const b of batches) byStatus[b.Status in byStatus ? (b.Status as keyof typeof byStatus) : 'Other']++;
    const first = runs.map((r) => r.first_sent).filter((d): d is Date => d !== null)[0] ?? null;
    const last =
      runs
        .map((r) => r.last_sent)
        .filter((d): d is Date => d !== null)
        .pop() ?? null;
    const duration = first && last ? Math.max(1, Math.round((last.getTime() - first.getTime()) / 1000)) : 0;
    const perSecond = duration > 0 ? sum('sent') / duration : 0;
    const eta = perSecond > 0 ? Math.round(remaining / perSecond) : remaining === 0 ? 0 : null;
    const velocity = velocityOf(c, inWindow, remaining, now);
    const reason = stuckReason(c, runs, this.config.leaseSeconds);
    const open = runs.find((r) => r.run === c.current_run && !r.finished_at);
    const activity = open ? lastActivity(open) : null;
    const idle = activity ? Math.round((now.getTime() - activity.getTime()) / 1000) : null;
    const active = jobs.filter((j) => j.state === 'active' && j.name === 'campaigns.deliver').length;
    const issues = reason ? [reason] : [];
    const warnings = [
      ...(c.status === 'Sending' && jobs.length === 0 && remaining > 0 ? ['no delivery job is waiting or running for this campaign'] : []),
      ...(sum('failed') > 0 ? [`${sum('failed')} recipients failed or have an unknown outcome`] : []),
    ];
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      Campaign: { CampaignID: campaignId, CampaignName: c.name, CampaignStatus: c.status, TotalRecipients: c.total_recipients, TotalSent: c.total_sent },
      QueueTable: {
        Exists: runs.length > 0,
        TableName: 'campaigns.recipient',
        Stats: { TotalRecipients: sum('total'), Pending: sum('queued'), Sending: sum('sending'), Sent: sum('sent'), Failed: sum('failed') },
      },
      Throughput: {
        EmailsPerSecond: Math.round(perSecond * 100) / 100,
        EmailsPerMinute: Math.round(perSecond * 6000) / 100,
        EmailsPerHour: Math.round(perSecond * 360000) / 100,
        TotalSent: sum('sent'),
        DurationSeconds: duration,
        EmailsRemaining: remaining,
        EstimatedSecondsRemaining: eta ?? 0,
        EstimatedTimeRemaining: formatDuration(eta),
      },
      Velocity: velocity,
      BatchSummary: {
        TotalBatches: batches.length,
        BatchesByStatus: byStatus,
        TotalRecipients: sum('total'),
        TotalAttempts: sum('attempts'),
        AverageAttemptsPerBatch: batches.length ? Math.round((sum('attempts') / batches.length) * 100) / 100 : 0,
        BatchesWithWorkers: active > 0 && open ? 1 : 0,
        PotentiallyStuckBatches: reason ? 1 : 0,
        DiagnosticNote: reason ? 'The open run has work left and no delivery activity: admin.campaign.unstuck restarts its workers.' : null,
      },
      Health: {
        Status: reason ? 'Stuck' : warnings.length ? 'Warning' : 'Healthy',
        Note: reason ? 'Delivery has stalled.' : c.status === 'Sending' ? 'Delivery is progressing.' : `The campaign is ${c.status}.`,
        Issues: issues,
        Warnings: warnings,
        WorkerTracking: {
          LastWorkerActivityAt: iso(activity),
          ActiveWorkerCount: active,
          SecondsSinceLastActivity: idle,
          IsStuck: reason !== null,
          StuckReason: reason,
          IsPotentiallyStuck: reason !== null || (idle !== null && idle >= this.config.leaseSeconds / 2 && remaining > 0),
          HasInactiveWorkers: jobs.some((j) => j.state === 'retry'),
        },
      },
    };
  }
}
