import { Injectable, type OnModuleInit } from '@nestjs/common';

import { Events, UsageReportedPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { ServiceEventConsumers } from '@mail/kit';

import { UsageRepository } from './usage.repository';

/** Other services report what they sent; accounts keeps the counters that Usage and SendRates show. */
@Injectable()
export class UsageReportedConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly usage: UsageRepository,
  ) {}

  /** before any outbox relay starts (onApplicationBootstrap): in-process, an event nobody consumes yet would be gone */
  async onModuleInit(): Promise<void> {
    await this.events.register(this);
  }

  @OnEvent(Events.UsageReported, { durable: 'accounts-usage' })
  async handle(payload: UsageReportedPayload, ctx: EventContext<UsageReportedPayload>): Promise<void> {
    const at = payload.at && !Number.isNaN(Date.parse(payload.at)) ? new Date(payload.at) : new Date(ctx.event.occurredAt);
    await this.usage.add(ctx.manager, payload.userId, payload.metric, payload.count, at);
  }
}
