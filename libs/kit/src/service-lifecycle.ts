import type { BeforeApplicationShutdown, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

import type { JobsRuntime } from '@mail/jobs';

import type { EventInboxPruner } from './inbox/event-inbox-pruner';
import type { ServiceHealth } from './ops/service-health';
import type { ServiceMetrics } from './ops/service-metrics';
import type { ServiceDb } from './service-db';
import type { ServiceEventConsumers } from './service-event-consumers';
import type { ServiceOutbox } from './service-outbox';

/**
 * When a service's moving parts start and stop, in one place.
 *
 * Start: consumers registered themselves in onModuleInit; the outbox relay starts now (so in-process no event is
 * published before its consumers exist) and the inbox pruning job is scheduled; then the service counts in the
 * process's readiness (libs/ops) and its scrape-time metrics are read.
 *
 * Stop, in this order, before Nest closes the transports: readiness turns to not ready, the outbox relay (after relaying what is committed,
 * while this service's own consumers still take it), then the event consumers (no new delivery, the running ones
 * finish), then the job workers (running jobs get JOBS_SHUTDOWN_TIMEOUT_MS). The pool closes last, in
 * onApplicationShutdown, once the request handlers are gone too: nothing that still runs loses its connection.
 */
export class ServiceLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    private readonly parts: {
      db: ServiceDb;
      outbox: ServiceOutbox;
      consumers: ServiceEventConsumers;
      jobs: JobsRuntime;
      pruner: EventInboxPruner;
      health: ServiceHealth;
      metrics: ServiceMetrics;
    },
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.parts.outbox.start();
    await this.parts.pruner.start();
    this.parts.health.register();
    this.parts.metrics.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.parts.health.stopping();
    await this.parts.outbox.stop();
    await this.parts.consumers.stop();
    await this.parts.jobs.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    this.parts.metrics.stop();
    this.parts.health.remove();
    const { dataSource } = this.parts.db;
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}
