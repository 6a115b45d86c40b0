import { Injectable, type OnModuleInit } from '@nestjs/common';

import { ConversionTrackedPayload, Events } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { logger } from '@mail/config';
import { ServiceEventConsumers } from '@mail/kit';

import { ActivityRepository } from '../activity/activity.repository';
import { SubscriberRevenueRepository } from './subscriber-revenue.repository';

const log = logger('lists.conversions');

/** A tracked conversion adds its value to the subscriber's TotalRevenue (once per event: the inbox). */
@Injectable()
export class ConversionConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly subscribers: ActivityRepository,
    private readonly revenue: SubscriberRevenueRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'conversion consumer not started'));
  }

  @OnEvent(Events.ConversionTracked, { durable: 'lists-conversions' })
  async conversion(p: ConversionTrackedPayload, ctx: EventContext<ConversionTrackedPayload>): Promise<void> {
    if (!p.subscriberId && !p.emailAddress) return;
    const target = await this.subscribers.findTarget(p, ctx.manager);
    if (target) await this.revenue.add(ctx.manager, target.id, p.value);
  }
}
