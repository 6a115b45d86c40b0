import { Injectable } from '@nestjs/common';

import {
  CampaignStatusAliases,
  CampaignStatuses,
  type CampaignStatus,
  canonicalOf,
  CommandError,
  isPresent,
  type CampaignUpdateReply,
  type CampaignUpdateRequest,
} from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { DeliveryScheduler } from '../../delivery/delivery-scheduler';
import { CampaignAudienceChecker } from '../campaign-audience.checker';
import { CampaignRepository } from '../campaign.repository';
import type { CampaignPatch, CampaignRow } from '../campaign.row';
import { DUE_STATUSES, gatedStatus, SCHEDULED, SENDING_BOUND } from '../campaign-status.rules';
import { CampaignTagRepository } from '../campaign-tag.repository';
import { tagNamesOf } from '../campaign-tags';
import { UserReputation } from '../user-reputation';
import { abTestingPatch } from './ab-testing-patch';
import { schedulePatch, scheduleTypeOf, touchesSchedule } from './schedule-patch';
import { audiencePatch, autoResendPatch, parentPatch, requestedAudience, settingsPatch } from './settings-patch';

/** the typed Campaign.Update input */
type Params = CampaignUpdateRequest;

/**
 * Campaign.Update. The request DTO answered what needs no lookup; this answers, in the spec's order, 2 (the
 * caller's campaign), 4 (the caller's email), 6–13 and 27 for the schedule in effect, 14, 15 and 26 for the
 * auto-resend in effect, 19 for A/B variations whose emails are not the caller's, 28 for an audience the lists
 * service refuses and 29 for an OriginalCampaignID that is not another campaign of the caller's. Then everything
 * is written at once, and a campaign it makes due wakes the delivery scheduler at its time.
 */
@Injectable()
export class CampaignUpdateService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly tags: CampaignTagRepository,
    private readonly audiences: CampaignAudienceChecker,
    private readonly reputation: UserReputation,
    private readonly scheduler: DeliveryScheduler,
  ) {}

  async run(input: CampaignUpdateRequest, caller: Caller): Promise<CampaignUpdateReply> {
    const userId = caller.userId;
    const params = input;
    const row = await this.campaigns.findOwned(userId, Number(params.campaignid));
    if (!row) throw new CommandError(2, 'Campaign does not belong to the user');
    if (isPresent(params.relemailid) && !(await this.campaigns.emailOwned(userId, Number(params.relemailid)))) {
      throw new CommandError(4, 'Email ID does not belong to the user');
    }
    const patch: CampaignPatch = { ...settingsPatch(params), email_id: isPresent(params.relemailid) ? Number(params.relemailid) : undefined };
    const now = new Date();
    const requested = this.requestedStatus(params, row);
    if (touchesSchedule(params) || (requested && SENDING_BOUND.includes(requested) && row.schedule_type === 'Not Scheduled')) {
      Object.assign(patch, schedulePatch(this.sendingNow(params, row, requested), row, now));
    }
    Object.assign(patch, autoResendPatch(params, row, (patch.schedule_type ?? row.schedule_type) === 'Recursive'));
    Object.assign(patch, await abTestingPatch(params, (ids) => this.campaigns.ownedEmailIds(userId, ids)));
    const audience = requestedAudience(params);
    if (audience) {
      await this.audiences.check(userId, audience);
      Object.assign(patch, audiencePatch(params, audience));
    }
    Object.assign(patch, await parentPatch(params, row.id, async (id) => (await this.campaigns.findOwned(userId, id)) !== undefined));
    if (requested) patch.status = await this.gate(caller, userId, requested, row);
    const tagNames = tagNamesOf(params.tags);
    await this.campaigns.transaction(async (q) => {
      await this.campaigns.update(userId, row.id, patch, q);
      if (tagNames) await this.tags.replace(userId, row.id, tagNames, q);
    });
    await this.wakeWhenDue(patch, row);
    return {};
  }

  /** A campaign this request made Ready or Scheduled, or rescheduled while it is, is started at its time, not a minute later. */
  private async wakeWhenDue(patch: CampaignPatch, row: CampaignRow): Promise<void> {
    if (patch.status === undefined && patch.next_send_at === undefined) return;
    // the stored time reads as UTC text ('' when none)
    const dueAt = patch.next_send_at === undefined ? (row.next_send_at ? new Date(`${row.next_send_at.replace(' ', 'T')}Z`) : null) : patch.next_send_at;
    if (DUE_STATUSES.includes(patch.status ?? row.status) && dueAt) await this.scheduler.wake(dueAt);
  }

  /** CampaignStatus when given; else Draft when `Not Scheduled` takes a scheduled campaign's schedule away. */
  private requestedStatus(params: Params, row: CampaignRow): CampaignStatus | undefined {
    const given = canonicalOf(CampaignStatuses, params.campaignstatus, CampaignStatusAliases);
    if (given) return given;
    if (scheduleTypeOf(params, row) === 'Not Scheduled' && isPresent(params.scheduletype) && SCHEDULED.includes(row.status)) return 'Draft';
    return undefined;
  }

  /** A campaign made Ready without any schedule is sent now: its schedule becomes Immediate. */
  private sendingNow(params: Params, row: CampaignRow, requested: CampaignStatus | undefined): Params {
    const unscheduled = scheduleTypeOf(params, row) === 'Not Scheduled';
    return requested && SENDING_BOUND.includes(requested) && unscheduled ? { ...params, scheduletype: 'Immediate' } : params;
  }

  private async gate(caller: Caller, userId: number, requested: CampaignStatus, row: CampaignRow): Promise<CampaignStatus> {
    if (!SENDING_BOUND.includes(requested) || caller.isAdmin) return requested;
    return gatedStatus(requested, row.status, await this.reputation.isUntrusted(userId));
  }
}
