import { type DynamicModule, Module } from '@nestjs/common';
import type { DataSource, EntitySchema, MixedList } from 'typeorm';

import { BUS, type Bus } from '@mail/bus';
import { dataSourceToken, EventInbox, Outbox, provideServiceDataSource } from '@mail/db';
import { envInt } from '@mail/config';
import { JobQueue, JobsModule, JobsRuntime, JobWorkers } from '@mail/jobs';

import { EventInboxPruner } from './inbox/event-inbox-pruner';
import { ServiceHealth } from './ops/service-health';
import { serviceHealthHandler } from './ops/service-health.handler';
import { ServiceMetrics } from './ops/service-metrics';
import { ServiceDb } from './service-db';
import { ServiceEventConsumers } from './service-event-consumers';
import { ServiceLifecycle } from './service-lifecycle';
import { ServiceOutbox } from './service-outbox';

export interface ServiceKitOptions {
  /** the service's name: its schema, its jobs schema (`<service>_jobs`), its job queues' prefix */
  service: string;
  /** the migrations that make its schema, listed explicitly (they include the outbox and the event tables) */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  /** TypeORM entities, if the service maps any (hot paths use raw SQL) */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities?: MixedList<Function | string | EntitySchema>;
}

const KIT_SERVICE = Symbol('mail:kit-service');

/**
 * What every service needs beside its own slices, in one import:
 * `imports: [ServiceKitModule.forService({ service: 'lists', migrations: LISTS_MIGRATIONS })]` provides the
 * service's data source (`@InjectDataSource('lists')`, migrated on boot), `ServiceDb`, `ServiceOutbox`,
 * `ServiceEventConsumers` and its JobsModule (JobQueue, @JobHandler), schedules the daily pruning of its
 * event inbox, answers its health query and counts in the process's readiness and metrics (libs/ops), and stops
 * all of it in order (ServiceLifecycle). The host provides BUS globally. Each service
 * gets a kit of its own, so several run side by side in one process (the suite).
 */
@Module({})
export class ServiceKitModule {
  static forService(options: ServiceKitOptions): DynamicModule {
    const { service } = options;
    const jobs = JobsModule.forService(service, { stopOnShutdown: false });
    const healthHandler = serviceHealthHandler(service);
    return {
      module: ServiceKitModule,
      imports: [jobs],
      controllers: healthHandler ? [healthHandler] : [],
      providers: [
        // a value per service keeps two services' kits apart under Nest's deep-hash module ids
        { provide: KIT_SERVICE, useValue: service },
        provideServiceDataSource({ service, entities: options.entities ?? [], migrations: options.migrations }),
        { provide: ServiceDb, useFactory: (dataSource: DataSource) => new ServiceDb(dataSource), inject: [dataSourceToken(service)] },
        {
          provide: ServiceOutbox,
          useFactory: (db: ServiceDb, bus: Bus) => new ServiceOutbox(new Outbox(db.dataSource, bus, service)),
          inject: [ServiceDb, BUS],
        },
        {
          provide: ServiceEventConsumers,
          useFactory: (db: ServiceDb, bus: Bus) => new ServiceEventConsumers(bus, new EventInbox(db.dataSource, service)),
          inject: [ServiceDb, BUS],
        },
        {
          provide: EventInboxPruner,
          useFactory: (db: ServiceDb, queue: JobQueue, workers: JobWorkers) => new EventInboxPruner(db, service, queue, workers),
          inject: [ServiceDb, JobQueue, JobWorkers],
        },
        {
          provide: ServiceHealth,
          useFactory: (db: ServiceDb, bus: Bus, outbox: ServiceOutbox, consumers: ServiceEventConsumers, jobs: JobsRuntime) =>
            new ServiceHealth({ service, db, bus, outbox, consumers, jobs, timeoutMs: envInt('OPS_READINESS_TIMEOUT_MS') }),
          inject: [ServiceDb, BUS, ServiceOutbox, ServiceEventConsumers, JobsRuntime],
        },
        { provide: ServiceMetrics, useFactory: (db: ServiceDb, jobs: JobsRuntime) => new ServiceMetrics(service, db, jobs), inject: [ServiceDb, JobsRuntime] },
        {
          provide: ServiceLifecycle,
          useFactory: (
            db: ServiceDb,
            outbox: ServiceOutbox,
            consumers: ServiceEventConsumers,
            jobs: JobsRuntime,
            pruner: EventInboxPruner,
            health: ServiceHealth,
            metrics: ServiceMetrics,
          ) => new ServiceLifecycle({ db, outbox, consumers, jobs, pruner, health, metrics }),
          inject: [ServiceDb, ServiceOutbox, ServiceEventConsumers, JobsRuntime, EventInboxPruner, ServiceHealth, ServiceMetrics],
        },
      ],
      exports: [dataSourceToken(service), ServiceDb, ServiceOutbox, ServiceEventConsumers, JobsModule],
    };
  }
}
