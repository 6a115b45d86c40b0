import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { CampaignEvents, Events } from '@mail/contracts';
import { ServiceOutbox } from '@mail/kit';

import { BURST_SECONDS, classifyHit, type HitVerdict } from '@mail/mail';
import { isJourneyMail } from './tracking-token';
import { recipientEventPayload, type TrackedRecipient, TrackingRepository } from './tracking.repository';

/** who hit a tracking URL */
export interface Hit {
  ip: string;
  userAgent: string;
}

/**
 * Records opens, clicks and web views as tracking_event rows and, for people (libs/mail bot-detection.ts), the
 * EmailOpened / EmailClicked / EmailViewed events in the same transaction. A click or a web view means the message was
 * opened: without a human open of that recipient yet, one is recorded with it (detail 'implied'). Web views and
 * unsubscribes are published only for a journey's email: journeys counts them in its action's Stats, and nothing consumes
 * them for a campaign's.
 */
@Injectable()
export class TrackingRecorder {
  constructor(
    private readonly repository: TrackingRepository,
    private readonly outbox: ServiceOutbox,
  ) {}

  async open(r: TrackedRecipient, hit: Hit): Promise<void> {
    const verdict = classifyHit({ kind: 'open', ...hit, secondsSinceSent: secondsSince(r.sentAt) });
    await this.repository.recipientTransaction(r, async (m) => {
      await this.repository.insert(m, r, { kind: 'open', isBot: verdict.isBot, detail: verdict.reason, ...hit });
      if (!verdict.isBot) await this.outbox.add(m, Events.EmailOpened, { ...recipientEventPayload(r), ...engagement(hit) });
    });
    this.outbox.kick();
  }

  async click(r: TrackedRecipient, link: { id: number; url: string }, hit: Hit): Promise<void> {
    const campaignLinks = await this.repository.linkCount(r);
    await this.repository.recipientTransaction(r, async (m) => {
      const recent = new Set(await this.repository.recentlyClickedLinks(m, r, BURST_SECONDS)).add(link.id);
      const verdict = classifyHit({ kind: 'click', ...hit, secondsSinceSent: secondsSince(r.sentAt), linksInBurst: recent.size, campaignLinks });
      if (verdict.reason === 'scanner:burst') await this.repository.flagRecentAsBot(m, r, BURST_SECONDS, verdict.reason);
      await this.repository.insert(m, r, { kind: 'click', linkId: link.id, isBot: verdict.isBot, detail: verdict.reason, ...hit });
      if (verdict.isBot) return;
      await this.implyOpen(m, r, hit);
      await this.outbox.add(m, Events.EmailClicked, { ...recipientEventPayload(r), ...engagement(hit), url: link.url, linkId: link.id });
    });
    this.outbox.kick();
  }

  async view(r: TrackedRecipient, hit: Hit): Promise<HitVerdict> {
    const verdict = classifyHit({ kind: 'view', ...hit, secondsSinceSent: secondsSince(r.sentAt) });
    await this.repository.recipientTransaction(r, async (m) => {
      await this.repository.insert(m, r, { kind: 'view', isBot: verdict.isBot, detail: verdict.reason, ...hit });
      if (verdict.isBot) return;
      await this.implyOpen(m, r, hit);
      if (isJourneyMail(r)) await this.outbox.add(m, CampaignEvents.EmailViewed, recipientEventPayload(r));
    });
    this.outbox.kick();
    return verdict;
  }

  /** the unsubscription itself is the lists service's; this keeps it in the campaign's statistics (a journey's email: published for its action's Stats) */
  async unsubscribed(r: TrackedRecipient, hit: Hit): Promise<void> {
    await this.repository.recipientTransaction(r, async (m) => {
      await this.repository.insert(m, r, { kind: 'unsubscribe', ...hit });
      if (isJourneyMail(r)) await this.outbox.add(m, CampaignEvents.EmailUnsubscribed, recipientEventPayload(r));
    });
    this.outbox.kick();
  }

  private async implyOpen(m: EntityManager, r: TrackedRecipient, hit: Hit): Promise<void> {
    if (await this.repository.hasHumanEvent(m, r, 'open')) return;
    await this.repository.insert(m, r, { kind: 'open', detail: 'implied', ...hit });
    await this.outbox.add(m, Events.EmailOpened, { ...recipientEventPayload(r), ...engagement(hit) });
  }
}

/** EngagementPayload's fields (libs/contracts): only people's opens and clicks are published, so `machine` is false */
function engagement(hit: Hit): { machine: boolean; ipAddress?: string; userAgent?: string } {
  return { machine: false, ...(hit.ip ? { ipAddress: hit.ip } : {}), ...(hit.userAgent ? { userAgent: hit.userAgent } : {}) };
}

function secondsSince(at: Date | null): number | undefined {
  return at ? (Date.now() - new Date(at).getTime()) / 1000 : undefined;
}
