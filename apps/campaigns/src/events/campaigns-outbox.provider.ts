import { Inject, Injectable, type FactoryProvider, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { BUS, type Bus } from '@mail/bus';
import { dataSourceToken, Outbox } from '@mail/db';

export const CAMPAIGNS_OUTBOX = Symbol('CAMPAIGNS_OUTBOX');

export const campaignsOutboxProvider: FactoryProvider<Outbox> = {
  provide: CAMPAIGNS_OUTBOX,
  inject: [dataSourceToken('campaigns'), BUS],
  useFactory: (dataSource: DataSource, bus: Bus) => new Outbox(dataSource, bus, 'campaigns'),
};

/** Runs the outbox relay while the module lives (replaced by the service kit's outbox when it lands). */
@Injectable()
export class CampaignsOutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(CAMPAIGNS_OUTBOX) private readonly outbox: Outbox) {}

  onApplicationBootstrap(): void {
    this.outbox.start();
    this.outbox.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.outbox.stop();
  }
}
