import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';

import { resolveDatabaseUrl } from '@mail/db';

import { JobQueue } from '../job-queue';
import { JobWorkers } from '../job-workers';
import { JobsRuntime, type JobsRuntimeOptions } from '../jobs-runtime';
import { JobHandlerExplorer } from './job-handler.explorer';

const JOBS_SERVICE = Symbol('mail:jobs-service');

/**
 * Background jobs of one service: `imports: [JobsModule.forService('lists')]`, then inject JobQueue to send
 * and mark handlers with @JobHandler. One pg-boss per service and process, in schema `<service>_jobs` on
 * the service's DATABASE_URL (or the embedded PostgreSQL).
 */
@Module({})
export class JobsModule {
  static forService(service: string, options: Omit<JobsRuntimeOptions, 'service' | 'url'> & { url?: string } = {}): DynamicModule {
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [
        // a value per service keeps two services' modules apart under Nest's deep-hash module ids too
        { provide: JOBS_SERVICE, useValue: service },
        {
          provide: JobsRuntime,
          useFactory: async () => new JobsRuntime({ ...options, service, url: options.url ?? (await resolveDatabaseUrl()) }).start(),
        },
        { provide: JobQueue, useFactory: (runtime: JobsRuntime) => new JobQueue(runtime), inject: [JobsRuntime] },
        { provide: JobWorkers, useFactory: (runtime: JobsRuntime) => new JobWorkers(runtime), inject: [JobsRuntime] },
        JobHandlerExplorer,
      ],
      exports: [JobQueue],
    };
  }
}
