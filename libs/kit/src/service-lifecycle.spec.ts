import type { DataSource } from 'typeorm';

import type { JobsRuntime } from '@mail/jobs';

import type { EventInboxPruner } from './inbox/event-inbox-pruner';
import type { ServiceHealth } from './ops/service-health';
import type { ServiceMetrics } from './ops/service-metrics';
import type { ServiceDb } from './service-db';
import type { ServiceEventConsumers } from './service-event-consumers';
import { ServiceLifecycle } from './service-lifecycle';
import type { ServiceOutbox } from './service-outbox';

describe(ServiceLifecycle.name, () => {
  it('turns not ready, stops the outbox relay, then the consumers, then the job workers, each after the previous one finished; the pool closes last', async () => {
    const steps: string[] = [];
    const slow = (name: string) => async () => {
      steps.push(`${name} stopping`);
      await new Promise((r) => setImmediate(r)); // a stop that completes later, not in the same tick
      steps.push(`${name} stopped`);
    };
    const dataSource = { isInitialized: true, destroy: slow('pool') } as unknown as DataSource;
    const lifecycle = new ServiceLifecycle({
      db: { dataSource } as ServiceDb,
      outbox: { stop: slow('outbox') } as unknown as ServiceOutbox,
      consumers: { stop: slow('consumers') } as unknown as ServiceEventConsumers,
      jobs: { stop: slow('jobs') } as unknown as JobsRuntime,
      pruner: {} as EventInboxPruner,
      health: { stopping: () => steps.push('not ready'), remove: () => undefined } as unknown as ServiceHealth,
      metrics: { stop: () => undefined } as unknown as ServiceMetrics,
    });

    await lifecycle.beforeApplicationShutdown();
    expect(steps).toEqual(['not ready', 'outbox stopping', 'outbox stopped', 'consumers stopping', 'consumers stopped', 'jobs stopping', 'jobs stopped']);
    await lifecycle.onApplicationShutdown();
    expect(steps.slice(-2)).toEqual(['pool stopping', 'pool stopped']);
  });
});
