import { Injectable } from '@nestjs/common';

import { type AdminCampaignSendingVelocityReply, type AdminCampaignSendingVelocityRequest, CommandError } from '@mail/contracts';

import { iso, velocityOf, VELOCITY_WINDOW_SECONDS } from '../admin-campaigns.metrics';
import { AdminCampaignsRepository } from '../admin-campaigns.repository';

const BUCKET_SECONDS: Record<string, number> = { minute: 60, '5min': 300, '10min': 600, '15min': 900, hour: 3600 };

/** auto: the finest bucket that keeps the send's span within 200 data points (the vendor's rule) */
function autoInterval(spanSeconds: number): string {
  return Object.keys(BUCKET_SECONDS).find((k) => spanSeconds / BUCKET_SECONDS[k] < 200) ?? 'hour';
}

/** admin.campaign.sending-velocity: the campaign's handed-over messages (recipient sent_at) per bucket. */
@Injectable()
export class AdminCampaignSendingVelocityService {
  constructor(private readonly repository: AdminCampaignsRepository) {}

  async run(input: AdminCampaignSendingVelocityRequest): Promise<AdminCampaignSendingVelocityReply> {
    const campaignId = Number(input.campaignid);
    const c = await this.repository.campaign(campaignId);
    if (!c) throw new CommandError(3, 'Campaign not found');
    if (c.status !== 'Sending' && c.status !== 'Sent') throw new CommandError(4, 'Campaign must be in Sending or Sent status');
    const runs = await this.repository.runs(campaignId);
    if (!runs.length) throw new CommandError(5, 'Queue table does not exist for this campaign');
    const first = runs.map((r) => r.first_sent).filter((d): d is Date => d !== null)[0] ?? null;
    const last =
      runs
        .map((r) => r.last_sent)
        .filter((d): d is Date => d !== null)
        .pop() ?? null;
    const asked = (input.interval ?? 'auto').trim().toLowerCase();
    const interval = asked === 'auto' ? autoInterval(first && last ? (last.getTime() - first.getTime()) / 1000 : 0) : asked;
    const size = BUCKET_SECONDS[interval];
    const points = (await this.repository.buckets(campaignId, size)).map((b) => ({
      TimeBucket: iso(b.bucket)!.slice(0, 16),
      EmailsSent: b.sent,
      EmailsPerSecond: Math.round((b.sent / size) * 100) / 100,
    }));
    const counts = points.map((p) => p.EmailsSent);
    const total = counts.reduce((a, b) => a + b, 0);
    const remaining = runs.reduce((n, r) => n + r.queued + r.sending, 0);
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      CampaignID: campaignId,
      CampaignStatus: c.status,
      Interval: interval,
      DataPoints: points,
      Summary: {
        TotalDataPoints: points.length,
        TotalEmailsSent: total,
        MinEmailsPerInterval: counts.length ? Math.min(...counts) : 0,
        MaxEmailsPerInterval: counts.length ? Math.max(...counts) : 0,
        AvgEmailsPerInterval: counts.length ? Math.round((total / counts.length) * 100) / 100 : 0,
        FirstSentAt: iso(first),
        LastSentAt: iso(last),
      },
      Velocity: velocityOf(c, await this.repository.sentSince(campaignId, VELOCITY_WINDOW_SECONDS), remaining, runs[0].now),
    };
  }
}
