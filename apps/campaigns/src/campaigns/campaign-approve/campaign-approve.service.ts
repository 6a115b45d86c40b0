import { Injectable } from '@nestjs/common';

import { type CampaignApproveReply, type CampaignApproveRequest, CommandError } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { DeliveryScheduler } from '../../delivery/delivery-scheduler';
import { CampaignRepository } from '../campaign.repository';
import { UserReputation } from '../user-reputation';

/**
 * Campaign.Approve: Draft or Pending Approval to Ready, due at its schedule's time (now, Immediate, without one), in one locked
 * status move. An Untrusted user cannot approve their own campaign: it waits in Pending Approval for an
 * administrator. Other states stay as they are. Code 2 for a campaign that is not the caller's.
 */
@Injectable()
export class CampaignApproveService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly reputation: UserReputation,
    private readonly scheduler: DeliveryScheduler,
  ) {}

  async approve(input: CampaignApproveRequest, caller: Caller): Promise<CampaignApproveReply> {
    const userId = caller.userId;
    const held = !caller.isAdmin && (await this.reputation.isUntrusted(userId));
    const result = await this.campaigns.move(userId, Number(input.campaignid), {
      from: ['Draft', 'Pending Approval'],
      to: held ? 'Pending Approval' : 'Ready',
    });
    if (!result.before) throw new CommandError(2, 'Campaign does not belong to the user or does not exist');
    if (result.moved && !held) await this.scheduler.wake(result.dueAt);
    return {};
  }
}
