import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId, isAdminCall } from '../caller';
import { CampaignRepository, type StatusMove } from '../campaign.repository';
import { UserReputation } from '../user-reputation';

const PAUSE: StatusMove = { from: ['Sending', 'Ready'], to: 'Paused', nextSendAt: 'keep' };
const RESUME: StatusMove = { from: ['Paused'], to: 'Ready', nextSendAt: 'due' };
/** Sent, Failed and Cancelled are final: cancelling one changes nothing. */
const CANCEL: StatusMove = { from: ['Draft', 'Pending Approval', 'Ready', 'Scheduled', 'Sending', 'Paused'], to: 'Cancelled', nextSendAt: 'clear' };

/**
 * Campaign.Approve, .Pause, .Resume and .Cancel. Each is one locked status move, so a delivery worker checking
 * the status before its next batch stops (or continues) at once. Code 2 for a campaign that is not the caller's,
 * 3 when Pause or Resume find the campaign in a state they do not apply to.
 */
@Injectable()
export class CampaignStatusService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly reputation: UserReputation,
  ) {}

  /**
   * Draft or Pending Approval to Ready, due at its schedule's time (now without one). An Untrusted user cannot
   * approve their own campaign: it waits in Pending Approval for an administrator. Other states stay as they are.
   */
  async approve(req: BusRequest): Promise<object> {
    const userId = callerUserId(req);
    const held = !isAdminCall(req) && (await this.reputation.isUntrusted(userId));
    await this.move(req, { from: ['Draft', 'Pending Approval'], to: held ? 'Pending Approval' : 'Ready', nextSendAt: 'due' });
    return {};
  }

  async pause(req: BusRequest): Promise<object> {
    if (!(await this.move(req, PAUSE))) throw new CommandError(3, 'Campaign is not in Sending or Ready state');
    return {};
  }

  /** Paused to Ready; a campaign paused mid-send is due at once and continues where it stopped. */
  async resume(req: BusRequest): Promise<object> {
    if (!(await this.move(req, RESUME))) throw new CommandError(3, 'Campaign is not in Paused state');
    return {};
  }

  async cancel(req: BusRequest): Promise<object> {
    await this.move(req, CANCEL);
    return {};
  }

  private async move(req: BusRequest, move: StatusMove): Promise<boolean> {
    const result = await this.campaigns.move(callerUserId(req), Number(req.params.campaignid), move);
    if (!result.before) throw new CommandError(2, 'Campaign does not belong to the user or does not exist');
    return result.moved;
  }
}
