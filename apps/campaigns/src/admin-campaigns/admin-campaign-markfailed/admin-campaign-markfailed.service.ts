import { Inject, Injectable } from '@nestjs/common';

import { type AdminCampaignMarkfailedReply, type AdminCampaignMarkfailedRequest, CommandError } from '@mail/contracts';

import { DELIVERY_CONFIG, type DeliveryConfig } from '../../delivery/delivery.config';
import { stuckReason } from '../admin-campaigns.metrics';
import { AdminCampaignsRepository } from '../admin-campaigns.repository';

/**
 * admin.campaign.markfailed: a stuck Sending campaign becomes Failed (with the reason), its open runs are closed and
 * their unsent recipients cancelled; workers check the status at every claim, so none sends afterwards.
 */
@Injectable()
export class AdminCampaignMarkfailedService {
  constructor(
    private readonly repository: AdminCampaignsRepository,
    @Inject(DELIVERY_CONFIG) private readonly config: DeliveryConfig,
  ) {}

  async run(input: AdminCampaignMarkfailedRequest): Promise<AdminCampaignMarkfailedReply> {
    const campaignId = Number(input.campaignid);
    const c = await this.repository.campaign(campaignId);
    if (!c) throw new CommandError(2, 'Campaign not found');
    if (c.status !== 'Sending') throw new CommandError(3, 'Campaign is not in Sending status. Only campaigns in Sending status can be marked as failed.');
    const reason = stuckReason(c, await this.repository.runs(campaignId), this.config.leaseSeconds);
    if (!reason) throw new CommandError(4, 'Campaign is not stuck. Only stuck campaigns can be marked as failed.');
    let closed: number | undefined;
    try {
      closed = await this.repository.markFailed(campaignId, `Marked as failed by an administrator: ${reason}`.slice(0, 500));
    } catch (error) {
      throw new CommandError(5, `Database error during mark as failed operation: ${(error as Error).message}`);
    }
    if (closed === undefined) throw new CommandError(3, 'Campaign is not in Sending status. Only campaigns in Sending status can be marked as failed.');
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      BatchesCompleted: closed,
      Message: `Campaign ${campaignId} marked as Failed; ${closed} delivery runs closed.`,
    };
  }
}
