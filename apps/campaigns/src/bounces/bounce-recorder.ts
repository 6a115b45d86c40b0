import { Injectable } from '@nestjs/common';

import { CampaignEvents, Events } from '@mail/contracts';
import { ServiceOutbox } from '@mail/kit';
import type { BounceType } from '@mail/mail';

import { isJourneyMail } from '../engagement/tracking-token';
import { recipientEventPayload, type TrackedRecipient, TrackingRepository } from '../engagement/tracking.repository';
import { ListsUnsubscriber } from '../engagement/unsubscribe/lists-unsubscriber';
import { BounceRepository } from './bounce.repository';

/**
 * Bounces and complaints, from DSNs (the inbound SMTP endpoint) or provider webhooks. Every report is a
 * tracking_event; the recipient keeps its worst bounce, and the campaign's TotalHardBounces/TotalSoftBounces
 * count recipients (a soft bounce that later turns hard moves from one to the other). EmailBounced goes out when
 * a recipient's bounce first becomes soft or hard; lists marks the subscriber with it. A complaint unsubscribes
 * the address through lists and adds it to the owner's global suppression list.
 */
@Injectable()
export class BounceRecorder {
  constructor(
    private readonly tracking: TrackingRepository,
    private readonly bounces: BounceRepository,
    private readonly unsubscriber: ListsUnsubscriber,
    private readonly outbox: ServiceOutbox,
  ) {}

  async bounce(r: TrackedRecipient, bounceType: BounceType, detail: string): Promise<void> {
    await this.tracking.recipientTransaction(r, async (m) => {
      const before = await this.bounces.lockBounce(m, r);
      await this.tracking.insert(m, r, { kind: bounceType === 'Hard' ? 'bounce_hard' : 'bounce_soft', detail });
      if (before === bounceType || before === 'Hard') return;
      await this.bounces.setBounce(m, r, bounceType);
      await this.bounces.addToCounters(m, r.campaignId, bounceType === 'Hard' ? 1 : 0, bounceType === 'Soft' ? 1 : before === 'Soft' ? -1 : 0);
      await this.outbox.add(m, Events.EmailBounced, {
        ...recipientEventPayload(r),
        bounceType,
      });
    });
    this.outbox.kick();
  }

  /** false when lists could not be reached: the caller asks the sender to try again */
  async complaint(r: TrackedRecipient, report: { source: 'feedback-loop' | 'webhook'; detail: string }, requestId: string): Promise<boolean> {
    const outcome = await this.unsubscriber.unsubscribe(r, '', requestId, { globalSuppression: true, channel: 'Complaint' });
    if (!outcome.done) return false;
    await this.tracking.recipientTransaction(r, async (m) => {
      await this.tracking.insert(m, r, { kind: 'complaint', detail: report.detail });
      // for a journey's email only: journeys counts it in its action's Stats; nothing consumes it for a campaign's
      if (isJourneyMail(r)) await this.outbox.add(m, CampaignEvents.EmailComplained, { ...recipientEventPayload(r), source: report.source });
    });
    this.outbox.kick();
    return true;
  }
}
