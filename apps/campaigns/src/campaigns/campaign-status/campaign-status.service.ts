import { Injectable } from '@nestjs/common';

import {
  CommandError,
  type CampaignActionRequest,
  type CampaignApproveReply,
  type CampaignApproveRequest,
  type CampaignCancelReply,
  type CampaignCancelRequest,
  type CampaignPauseReply,
  type CampaignPauseRequest,
  type CampaignResumeReply,
  type CampaignResumeRequest,
} from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { DeliveryControl, type ControlOutcome } from '../../delivery/delivery-control';
import { DeliveryScheduler } from '../../delivery/delivery-scheduler';
import { CampaignRepository, type StatusMove } from '../campaign.repository';
import { UserReputation } from '../user-reputation';

/**
 * Campaign.Approve, .Pause, .Resume and .Cancel. Each is one locked status move; Pause, Resume and Cancel go
 * through the delivery pipeline's DeliveryControl, so a send in progress stops at its next batch, continues where
 * it stopped, or has its queued recipients cancelled. Code 2 for a campaign that is not the caller's, 3 when
 * Pause or Resume find the campaign in a state they do not apply to; cancelling a final campaign changes nothing.
 */
@Injectable()
export class CampaignStatusService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly reputation: UserReputation,
    private readonly delivery: DeliveryControl,
    private readonly scheduler: DeliveryScheduler,
  ) {}

  /**
   * Draft or Pending Approval to Ready, due at its schedule's time (now without one). An Untrusted user cannot
   * approve their own campaign: it waits in Pending Approval for an administrator. Other states stay as they are.
   */
  async approve(input: CampaignApproveRequest, caller: Caller): Promise<CampaignApproveReply> {
    const userId = caller.userId;
    const held = !caller.isAdmin && (await this.reputation.isUntrusted(userId));
    const moved = await this.move(input, caller, { from: ['Draft', 'Pending Approval'], to: held ? 'Pending Approval' : 'Ready' });
    if (moved && !held) await this.scheduler.wake();
    return {};
  }

  async pause(input: CampaignPauseRequest, caller: Caller): Promise<CampaignPauseReply> {
    this.answer(await this.delivery.pause(caller.userId, Number(input.campaignid)), 'Campaign is not in Sending or Ready state');
    return {};
  }

  /** Paused to Ready; a campaign paused mid-send is due at once and continues where it stopped. */
  async resume(input: CampaignResumeRequest, caller: Caller): Promise<CampaignResumeReply> {
    this.answer(await this.delivery.resume(caller.userId, Number(input.campaignid)), 'Campaign is not in Paused state');
    return {};
  }

  async cancel(input: CampaignCancelRequest, caller: Caller): Promise<CampaignCancelReply> {
    const outcome = await this.delivery.cancel(caller.userId, Number(input.campaignid));
    if (outcome === 'not-found') this.answer(outcome, '');
    return {};
  }

  private answer(outcome: ControlOutcome, invalidState: string): void {
    if (outcome === 'not-found') throw new CommandError(2, 'Campaign does not belong to the user or does not exist');
    if (outcome === 'invalid-state') throw new CommandError(3, invalidState);
  }

  private async move(input: CampaignActionRequest, caller: Caller, move: StatusMove): Promise<boolean> {
    const result = await this.campaigns.move(caller.userId, Number(input.campaignid), move);
    if (!result.before) throw new CommandError(2, 'Campaign does not belong to the user or does not exist');
    return result.moved;
  }
}
