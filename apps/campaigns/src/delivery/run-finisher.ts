import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource } from '@mail/db';
import { JobQueue } from '@mail/jobs';

import { AutoResendScheduler } from '../auto-resend/auto-resend.scheduler';
import { CampaignRepository } from '../campaigns/campaign.repository';
import { nextRunAfter } from '../campaigns/campaign-update/schedule-patch';
import { CampaignRunRepository } from './campaign-run.repository';
import { DispatchCampaigns } from './delivery.jobs';

/**
 * Ends a run once nothing of it is left to send (Sent, or Failed). A Sent campaign with auto-resend gets its resend
 * planned in the same transaction (the job that sends it to the non-openers, AutoResendWaitDays later). A Recursive
 * campaign with instances left is then Scheduled again for its next fire time, and the dispatcher is woken for that moment.
 */
@Injectable()
export class RunFinisher {
  constructor(
    @InjectDataSource('campaigns') private readonly db: DataSource,
    private readonly runs: CampaignRunRepository,
    private readonly campaigns: CampaignRepository,
    private readonly autoResend: AutoResendScheduler,
    private readonly jobs: JobQueue,
  ) {}

  async finishIfDone(campaignId: number, run: number): Promise<boolean> {
    const finished = await this.db.transaction(async (m) => {
      if (!(await this.runs.finishIfDone(campaignId, run, m))) return false;
      await this.autoResend.planAfterRun(m, campaignId, run);
      return true;
    });
    if (!finished) return false;
    const state = await this.runs.state(campaignId, run);
    const row = state && (await this.campaigns.findOwned(state.userId, campaignId));
    const next = row?.status === 'Sent' ? nextRunAfter(row, new Date()) : null;
    if (next && (await this.runs.scheduleNextRun(campaignId, next))) await this.jobs.send(DispatchCampaigns, {}, { startAfter: next });
    return true;
  }
}
