import { Inject, Injectable } from '@nestjs/common';

import { type AdminCampaignUnstuckReply, type AdminCampaignUnstuckRequest, CommandError } from '@mail/contracts';

import { DELIVERY_CONFIG, type DeliveryConfig } from '../../delivery/delivery.config';
import { DeliveryStarter } from '../../delivery/delivery-starter';
import { stuckReason } from '../admin-campaigns.metrics';
import { AdminCampaignsRepository } from '../admin-campaigns.repository';

/**
 * admin.campaign.unstuck: a Sending campaign whose open run has work left and no activity for the lease. Its abandoned
 * claims are recorded as unknown (never resent, as the sweep does), then the run's snapshot job (deduplicated) and a
 * fresh set of delivery workers are sent: the run continues where it stopped. BatchesReset: the runs restarted (1).
 */
@Injectable()
export class AdminCampaignUnstuckService {
  constructor(
    private readonly repository: AdminCampaignsRepository,
    private readonly starter: DeliveryStarter,
    @Inject(DELIVERY_CONFIG) private readonly config: DeliveryConfig,
  ) {}

  async run(input: AdminCampaignUnstuckRequest): Promise<AdminCampaignUnstuckReply> {
    const campaignId = Number(input.campaignid);
    const c = await this.repository.campaign(campaignId);
    if (!c) throw new CommandError(2, 'Campaign not found');
    if (c.status !== 'Sending') throw new CommandError(3, 'Campaign is not in Sending status. Only campaigns in Sending status can be unstuck.');
    const runs = await this.repository.runs(campaignId);
    if (!stuckReason(c, runs, this.config.leaseSeconds)) throw new CommandError(4, 'Campaign is not stuck. The campaign appears to be processing normally.');
    try {
      const lost = await this.repository.abandonClaims(campaignId, c.current_run, this.config.leaseSeconds);
      const payload = { campaignId, run: c.current_run };
      await this.starter.startSnapshotNow(payload);
      await this.starter.startWorkers(campaignId, c.current_run);
      return {
        Success: true,
        ErrorCode: 0,
        ErrorText: '',
        BatchesReset: 1,
        Message: `Delivery of run ${c.current_run} restarted with ${this.config.workersPerRun} new workers; ${lost} abandoned claims recorded as unknown.`,
      };
    } catch (error) {
      throw new CommandError(5, `Database error during unstuck operation: ${(error as Error).message}`);
    }
  }
}
