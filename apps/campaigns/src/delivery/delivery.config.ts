import { env, envInt } from '@mail/config';

/** The delivery pipeline's settings (docs/configuration.md), read once per process. */
export interface DeliveryConfig {
  batchSize: number;
  /** delivery workers per process */
  concurrency: number;
  /** delivery workers started per run across all replicas */
  workersPerRun: number;
  leaseSeconds: number;
  bounceDomain: string;
  /** a worker hands over to its own continuation after this long, so no job outlives its expiry */
  workerBudgetMs: number;
}

export const DELIVERY_CONFIG = Symbol('DELIVERY_CONFIG');

export function deliveryConfigFromEnv(): DeliveryConfig {
  const concurrency = Math.max(1, envInt('DELIVERY_CONCURRENCY'));
  return {
    batchSize: Math.max(1, envInt('DELIVERY_BATCH_SIZE')),
    concurrency,
    workersPerRun: concurrency * 2,
    leaseSeconds: Math.max(1, envInt('DELIVERY_LEASE_SECONDS')),
    bounceDomain: env('BOUNCE_DOMAIN')!,
    workerBudgetMs: 60_000,
  };
}
