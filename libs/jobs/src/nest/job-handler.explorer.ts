import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';

import type { JobHandlerFn } from '../job-context';
import { JobWorkers } from '../job-workers';
import { JobsRuntime } from '../jobs-runtime';
import { JOB_HANDLER, type JobHandlerMetadata } from './job-handler.decorator';

export const JOBS_STOP_ON_SHUTDOWN = Symbol('mail:jobs-stop-on-shutdown');

/**
 * Starts the workers of this service's @JobHandler methods once every module is initialised (handlers use
 * the service's data source), and stops the runtime before the application shuts down (the data source
 * closes after) unless the importing module stops it itself. In the suite every service's explorer sees every provider, so each takes its own jobs only.
 */
@Injectable()
export class JobHandlerExplorer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(JobsRuntime) private readonly runtime: JobsRuntime,
    @Inject(JobWorkers) private readonly workers: JobWorkers,
    @Inject(JOBS_STOP_ON_SHUTDOWN) private readonly stopOnShutdown: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const meta = this.reflector.get<JobHandlerMetadata | undefined>(JOB_HANDLER, instance[method] as () => unknown);
        if (!meta || meta.job.service !== this.runtime.service) continue;
        const handler = (instance[method] as JobHandlerFn<object>).bind(instance);
        await this.workers.work(meta.job, handler, meta.options);
      }
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.stopOnShutdown) await this.runtime.stop();
  }
}
