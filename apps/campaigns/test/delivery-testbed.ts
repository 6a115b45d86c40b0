import type { INestMicroservice } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { type DomainEvent, Events } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';

import { DeliveryHarness } from './delivery-harness';
import { SmtpSink } from './smtp-sink';

export interface DeliveryTestbed {
  h: DeliveryHarness;
  sink: SmtpSink;
  /** every EmailsDelivered event published while the suite runs */
  delivered: DomainEvent[];
  /** set once the suite's beforeAll ran */
  app: INestMicroservice;
  db: DataSource;
}

/**
 * Registers the suite's setup: a real SMTP server, a scratch database of its own (the e2e suite's campaigns workers
 * share the run's database), `env` applied for the suite and restored after it, campaigns and lists on the
 * harness's in-process bus, and a spy on EmailsDelivered.
 */
export function deliveryTestbed(database: string, env: Record<string, string>): DeliveryTestbed {
  const bed = { h: new DeliveryHarness(), sink: new SmtpSink(), delivered: [] as DomainEvent[] } as DeliveryTestbed;
  const saved: Record<string, string | undefined> = {};
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    await bed.sink.start();
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, database);
    for (const [key, value] of Object.entries({ ...env, SMTP_URL: bed.sink.url, DATABASE_URL: scratch.url })) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    bed.app = await bed.h.start();
    bed.db = bed.h.dataSource(bed.app);
    await bed.h.bus.consume([Events.EmailsDelivered.subject], `${database}-spy`, async (event) => void bed.delivered.push(event));
  }, 60_000);

  afterAll(async () => {
    await bed.h.stop();
    await bed.sink.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await dropScratchDatabase(scratch);
  }, 60_000);

  return bed;
}
