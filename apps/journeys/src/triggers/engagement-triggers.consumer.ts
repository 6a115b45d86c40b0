import { Injectable, type OnModuleInit } from '@nestjs/common';

import {
  CampaignEmailConvertedPayload,
  CampaignEvents,
  ConversionTrackedPayload,
  EmailBouncedPayload,
  EmailClickedPayload,
  CampaignEmailComplainedPayload,
  EmailMessageEventPayload,
  EmailOpenedPayload,
  EmailUnsubscribedPayload,
  EmailViewedPayload,
  Events,
  WebsiteEventTrackedPayload,
} from '@mail/contracts';
import { logger } from '@mail/config';
import { type EventContext, OnEvent } from '@mail/db';
import { ServiceEventConsumers } from '@mail/kit';

import { ActionRepository, type EngagementKind } from '../actions/action.repository';
import type { Trigger } from '../journeys/triggers';
import { TriggerEnrolment } from './trigger-enrolment';
import { revenueCrossed } from './trigger-match';

const log = logger('journeys.triggers');
const DURABLE = { durable: 'journeys-engagement-triggers' };
const WEBSITE = new Map<string, Trigger>([
  ['pageview', 'WebsiteEvent_pageView'],
  ['identify', 'WebsiteEvent_identify'],
  ['customevent', 'WebsiteEvent_customEvent'],
  ['conversion', 'WebsiteEvent_conversion'],
]);

/**
 * Opens, clicks, web views, bounces, unsubscribes, complaints and conversions of a journey's own emails (events naming journeyId and actionId) count in that SendEmail
 * action's Stats, once per subscriber. Triggers from campaigns' and tracking's events: EmailOpen, EmailLinkClick, EmailConversion (an email or any),
 * the website-event triggers (criteria on the event's properties) and RevenueHit (the subscriber's total
 * revenue, summed here as conversions come, crossing Trigger_Value). Events without a known subscriber start nothing.
 */
@Injectable()
export class EngagementTriggersConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly triggers: TriggerEnrolment,
    private readonly actions: ActionRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'engagement triggers not started'));
  }

  @OnEvent(Events.EmailOpened, DURABLE)
  async opened(p: EmailOpenedPayload, ctx: EventContext<EmailOpenedPayload>): Promise<void> {
    await this.engagement(ctx, 'open', p);
    await this.email(ctx, 'EmailOpen', p);
  }

  @OnEvent(Events.EmailClicked, DURABLE)
  async clicked(p: EmailClickedPayload, ctx: EventContext<EmailClickedPayload>): Promise<void> {
    await this.engagement(ctx, 'click', p);
    await this.email(ctx, 'EmailLinkClick', p);
  }

  /** a bounce of a journey's email (its VERP return path) counts in the action's Stats; it triggers nothing */
  @OnEvent(Events.EmailBounced, DURABLE)
  async bounced(p: EmailBouncedPayload, ctx: EventContext<EmailBouncedPayload>): Promise<void> {
    await this.engagement(ctx, 'bounce', p);
  }

  /** a web view of a journey's email counts in the journey's BrowserViewCount; it triggers nothing */
  @OnEvent(CampaignEvents.EmailViewed, DURABLE)
  async viewed(p: EmailViewedPayload, ctx: EventContext<EmailViewedPayload>): Promise<void> {
    await this.engagement(ctx, 'view', p);
  }

  /** an unsubscribe through a journey's email counts in the action's Stats; it triggers nothing here (lists' unsubscription does) */
  @OnEvent(CampaignEvents.EmailUnsubscribed, DURABLE)
  async unsubscribed(p: EmailUnsubscribedPayload, ctx: EventContext<EmailUnsubscribedPayload>): Promise<void> {
    await this.engagement(ctx, 'unsubscribe', p);
  }

  /** a spam complaint about a journey's email counts in the action's Stats */
  @OnEvent(CampaignEvents.EmailComplained, DURABLE)
  async complained(p: CampaignEmailComplainedPayload, ctx: EventContext<CampaignEmailComplainedPayload>): Promise<void> {
    await this.engagement(ctx, 'complaint', p);
  }

  @OnEvent(CampaignEvents.EmailConverted, DURABLE)
  async converted(p: CampaignEmailConvertedPayload, ctx: EventContext<CampaignEmailConvertedPayload>): Promise<void> {
    await this.engagement(ctx, 'conversion', p);
    await this.email(ctx, 'EmailConversion', p);
  }

  @OnEvent(Events.WebsiteEventTracked, DURABLE)
  async website(p: WebsiteEventTrackedPayload, ctx: EventContext<WebsiteEventTrackedPayload>): Promise<void> {
    // pageView, page_view, PAGEVIEW … (the spec's samples spell them both ways)
    const trigger = WEBSITE.get(p.event.toLowerCase().replace(/[^a-z]/g, ''));
    if (!trigger || !p.userId || !p.subscriberId) return;
    const who = { userId: p.userId, subscriberId: p.subscriberId, listId: p.listId, email: p.emailAddress ?? '' };
    await this.triggers.fire(ctx.manager, trigger, who, { listId: p.listId, properties: p.parameters ?? {} });
  }

  @OnEvent(Events.ConversionTracked, DURABLE)
  async revenue(p: ConversionTrackedPayload, ctx: EventContext<ConversionTrackedPayload>): Promise<void> {
    if (!p.subscriberId) return;
    const [row]: { total: string }[] = await ctx.manager.query(
      `INSERT INTO "journeys"."subscriber_revenue" ("subscriber_id", "total") VALUES ($1, $2)
       ON CONFLICT ("subscriber_id") DO UPDATE SET "total" = "journeys"."subscriber_revenue"."total" + EXCLUDED."total" RETURNING "total"`,
      [p.subscriberId, p.value],
    );
    const after = Number(row.total);
    const before = Math.round((after - p.value) * 100) / 100;
    const who = { userId: p.userId, subscriberId: p.subscriberId, listId: p.listId, email: p.emailAddress ?? '' };
    await this.triggers.fire(ctx.manager, 'RevenueHit', who, { listId: p.listId, value: p.value }, (params) => revenueCrossed(params.Value, before, after));
  }

  private async engagement(
    ctx: EventContext<object>,
    kind: EngagementKind,
    p: EmailOpenedPayload | EmailBouncedPayload | EmailMessageEventPayload,
  ): Promise<void> {
    // the journey and action ids are the event's claim: only its user's journey counts it
    if (!p.userId || !p.journeyId || !p.actionId || !p.subscriberId) return;
    const { userId, journeyId, actionId, subscriberId } = p;
    await this.actions.recordEngagement(ctx.manager, { userId, journeyId, actionId, subscriberId, kind });
  }

  private async email(ctx: EventContext<object>, trigger: Trigger, p: CampaignEmailConvertedPayload | EmailOpenedPayload): Promise<void> {
    if (!p.userId || !p.subscriberId) return;
    const who = { userId: p.userId, subscriberId: p.subscriberId, listId: p.listId, email: p.emailAddress ?? '' };
    await this.triggers.fire(ctx.manager, trigger, who, { listId: p.listId, emailId: p.emailId });
  }
}
