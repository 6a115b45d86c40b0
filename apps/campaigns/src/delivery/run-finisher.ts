import { Injectable } from '@nestjs/common';

import { JobQueue } from '@mail/jobs';

import { CampaignRepository } from '../campaigns/campaign.repository';
import { nextRunAfter } from '../campaigns/campaign-update/schedule-patch';
import { CampaignRunRepository } from './campaign-run.repository';
import { DispatchCampaigns } from './delivery.jobs';

/**
 * Ends a run once nothing of it is left to send (Sent, or Failed). A Recursive campaign with instances left is
 * then Scheduled again for its next fire time, and the dispatcher is woken for that moment.
 */
@Injectable()
export class RunFinisher {
  constructor(
    private readonly runs: CampaignRunRepository,
    private readonly campaigns: CampaignRepository,
    private readonly jobs: JobQueue,
  ) {}

  async finishIfDone(campaignId: number, run: number): Promise<boolean> {
    if (!(await this.runs.finishIfDone(campaignId, run))) return false;
    const state = await this.runs.state(campaignId, run);
    const row = state && (await this.campaigns.findOwned(state.userId, campaignId));
    const next = row?.status === 'Sent' ? nextRunAfter(row, new Date()) : null;
    if (next && (await this.runs.scheduleNextRun(campaignId, next))) await this.jobs.send(DispatchCampaigns, {}, { startAfter: next });
    return true;
  }
}
