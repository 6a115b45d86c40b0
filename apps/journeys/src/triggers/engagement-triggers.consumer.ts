import { Injectable, type OnModuleInit } from '@nestjs/common';

import {
  CampaignEmailClickedPayload,
  CampaignEmailConvertedPayload,
  CampaignEmailOpenedPayload,
  CampaignEvents,
  ConversionTrackedPayload,
  Events,
  WebsiteEventTrackedPayload,
} from '@mail/contracts';
import { logger } from '@mail/config';
import { type EventContext, OnEvent } from '@mail/db';
import { ServiceEventConsumers } from '@mail/kit';

import type { Trigger } from '../journeys/triggers';
import { TriggerEnrolment } from './trigger-enrolment';

const log = logger('journeys.triggers');
const DURABLE = { durable: 'journeys-engagement-triggers' };
const WEBSITE: Record<string, Trigger> = {
  pageview: 'WebsiteEvent_pageView',
  identify: 'WebsiteEvent_identify',
  customevent: 'WebsiteEvent_customEvent',
  conversion: 'WebsiteEvent_conversion',
};

/**
 * Triggers from campaigns' and tracking's events: EmailOpen, EmailLinkClick, EmailConversion (an email or any),
 * the website-event triggers (criteria on the event's properties) and RevenueHit (a conversion worth at least
 * Trigger_Value). Events without a known subscriber start nothing.
 */
@Injectable()
export class EngagementTriggersConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly triggers: TriggerEnrolment,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'engagement triggers not started'));
  }

  @OnEvent(CampaignEvents.EmailOpened, DURABLE)
  async opened(p: CampaignEmailOpenedPayload, ctx: EventContext<CampaignEmailOpenedPayload>): Promise<void> {
    await this.email(ctx, 'EmailOpen', p);
  }

  @OnEvent(CampaignEvents.EmailClicked, DURABLE)
  async clicked(p: CampaignEmailClickedPayload, ctx: EventContext<CampaignEmailClickedPayload>): Promise<void> {
    await this.email(ctx, 'EmailLinkClick', p);
  }

  @OnEvent(CampaignEvents.EmailConverted, DURABLE)
  async converted(p: CampaignEmailConvertedPayload, ctx: EventContext<CampaignEmailConvertedPayload>): Promise<void> {
    await this.email(ctx, 'EmailConversion', p);
  }

  @OnEvent(Events.WebsiteEventTracked, DURABLE)
  async website(p: WebsiteEventTrackedPayload, ctx: EventContext<WebsiteEventTrackedPayload>): Promise<void> {
    const trigger = WEBSITE[p.event.toLowerCase()];
    if (!trigger || !p.userId || !p.subscriberId) return;
    const who = { userId: p.userId, subscriberId: p.subscriberId, listId: p.listId, email: p.emailAddress ?? '' };
    await this.triggers.fire(ctx.manager, trigger, who, { listId: p.listId, properties: p.parameters ?? {} });
  }

  @OnEvent(Events.ConversionTracked, DURABLE)
  async revenue(p: ConversionTrackedPayload, ctx: EventContext<ConversionTrackedPayload>): Promise<void> {
    if (!p.subscriberId) return;
    const who = { userId: p.userId, subscriberId: p.subscriberId, listId: p.listId, email: p.emailAddress ?? '' };
    await this.triggers.fire(ctx.manager, 'RevenueHit', who, { listId: p.listId, value: p.value }, (params) => p.value >= Number(params.Value ?? 0));
  }

  private async email(ctx: EventContext<object>, trigger: Trigger, p: CampaignEmailConvertedPayload | CampaignEmailOpenedPayload): Promise<void> {
    const who = { userId: p.userId, subscriberId: p.subscriberId, listId: p.listId, email: p.emailAddress };
    await this.triggers.fire(ctx.manager, trigger, who, { listId: p.listId, emailId: p.emailId });
  }
}
