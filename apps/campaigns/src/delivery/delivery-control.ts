import { Injectable } from '@nestjs/common';

import { CampaignControlRepository } from './campaign-control.repository';
import { DeliveryScheduler } from './delivery-scheduler';
import { DeliveryStarter } from './delivery-starter';

/** not-found: not the user's campaign (or absent); invalid-state: the campaign's status does not allow it */
export type ControlOutcome = 'done' | 'not-found' | 'invalid-state';

/**
 * What Campaign.Pause, Campaign.Resume and Campaign.Cancel do to a send (their command services map the outcome
 * to the spec's codes). Workers check the status at every claim, so a pause or a cancel stops new sends within
 * one batch; messages already handed to SMTP are recorded as they complete.
 */
@Injectable()
export class DeliveryControl {
  constructor(
    private readonly campaigns: CampaignControlRepository,
    private readonly scheduler: DeliveryScheduler,
    private readonly starter: DeliveryStarter,
  ) {}

  /** Sending or Ready → Paused */
  async pause(userId: number, campaignId: number): Promise<ControlOutcome> {
    if (await this.campaigns.pause(userId, campaignId)) return 'done';
    return this.refusal(userId, campaignId);
  }

  /** Paused → Ready; a started run continues where it stopped (nobody is sent twice) */
  async resume(userId: number, campaignId: number): Promise<ControlOutcome> {
    if (!(await this.campaigns.resume(userId, campaignId))) return this.refusal(userId, campaignId);
    await this.scheduler.wake();
    return 'done';
  }

  /** any status but Sent, Failed and Cancelled → Cancelled; the recipients still queued are marked cancelled, never sent */
  async cancel(userId: number, campaignId: number): Promise<ControlOutcome> {
    const cancelled = await this.campaigns.cancel(userId, campaignId);
    if (!cancelled) return this.refusal(userId, campaignId);
    if (cancelled.run > 0) await this.starter.cancelQueued({ campaignId, run: cancelled.run });
    return 'done';
  }

  private async refusal(userId: number, campaignId: number): Promise<ControlOutcome> {
    return (await this.campaigns.statusOf(userId, campaignId)) === undefined ? 'not-found' : 'invalid-state';
  }
}
