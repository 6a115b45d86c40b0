import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { BUS, type Bus } from '@mail/bus';
import { type DomainEvent, EventSubjects, type UsageReportedEvent } from '@mail/contracts';
import { InjectDataSource } from '@mail/db';
import { logger } from '@mail/config';

import { UsageRepository } from './usage.repository';

const log = logger('accounts.usage');

/** Other services report what they sent; accounts keeps the counters that Usage and SendRates show. */
@Injectable()
export class UsageReportedConsumer implements OnApplicationBootstrap {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    @InjectDataSource('accounts') private readonly db: DataSource,
    private readonly usage: UsageRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume([EventSubjects.UsageReported], 'accounts-usage', (event) => this.handle(event));
  }

  async handle(event: DomainEvent): Promise<void> {
    const payload = event.payload as unknown as UsageReportedEvent;
    const count = Math.trunc(Number(payload?.count));
    if (!payload?.userId || !Number.isFinite(count) || count <= 0) return log.warn({ id: event.id }, 'ignoring malformed usage event');
    const at = payload.at && !Number.isNaN(Date.parse(payload.at)) ? new Date(payload.at) : new Date(event.occurredAt);
    await this.db.transaction(async (manager) => {
      if (!(await this.usage.markProcessed(manager, event.id))) return;
      await this.usage.add(manager, payload.userId, payload.metric ?? 'email_gateway_sent', count, at);
    });
  }
}
