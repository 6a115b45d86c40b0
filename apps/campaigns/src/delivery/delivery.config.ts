import type { ConfigVars } from '@mail/config';

/** The delivery pipeline's settings (docs/configuration.md), read once per process with the rest of campaigns.config.ts. */
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

/** The delivery settings, read by readCampaignsConfig. */
export function readDeliveryConfig(vars: ConfigVars): DeliveryConfig {
  const concurrency = Math.max(1, vars.int('DELIVERY_CONCURRENCY'));
  return {
    batchSize: Math.max(1, vars.int('DELIVERY_BATCH_SIZE')),
    concurrency,
    workersPerRun: concurrency * 2,
    leaseSeconds: Math.max(1, vars.int('DELIVERY_LEASE_SECONDS')),
    bounceDomain: vars.required('BOUNCE_DOMAIN'),
    workerBudgetMs: 60_000,
  };
}
