import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';

import { resolveDatabaseUrl } from '@mail/db';

import { JobQueue } from '../job-queue';
import { JobWorkers } from '../job-workers';
import { JobsRuntime, type JobsRuntimeOptions } from '../jobs-runtime';
import { JOBS_STOP_ON_SHUTDOWN, JobHandlerExplorer } from './job-handler.explorer';

const JOBS_SERVICE = Symbol('mail:jobs-service');

export interface JobsModuleOptions extends Omit<JobsRuntimeOptions, 'service' | 'url'> {
  url?: string;
  /**
   * false when the importing module stops JobsRuntime itself, in its own shutdown order (ServiceKitModule: after
   * the outbox relay and the event consumers); by default the workers stop before the application shuts down
   */
  stopOnShutdown?: boolean;
}

/**
 * Background jobs of one service: `imports: [JobsModule.forService('lists')]`, then inject JobQueue to send
 * and mark handlers with @JobHandler (or register one with JobWorkers.work). One pg-boss per service and
 * process, in schema `<service>_jobs` on the service's DATABASE_URL (or the embedded PostgreSQL).
 */
@Module({})
export class JobsModule {
  static forService(service: string, { stopOnShutdown = true, ...options }: JobsModuleOptions = {}): DynamicModule {
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [
        // a value per service keeps two services' modules apart under Nest's deep-hash module ids too
        { provide: JOBS_SERVICE, useValue: service },
        { provide: JOBS_STOP_ON_SHUTDOWN, useValue: stopOnShutdown },
        {
          provide: JobsRuntime,
          useFactory: async () => new JobsRuntime({ ...options, service, url: options.url ?? (await resolveDatabaseUrl()) }).start(),
        },
        { provide: JobQueue, useFactory: (runtime: JobsRuntime) => new JobQueue(runtime), inject: [JobsRuntime] },
        { provide: JobWorkers, useFactory: (runtime: JobsRuntime) => new JobWorkers(runtime), inject: [JobsRuntime] },
        JobHandlerExplorer,
      ],
      exports: [JobQueue, JobWorkers, JobsRuntime],
    };
  }
}
