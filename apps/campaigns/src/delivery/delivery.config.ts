import type { ConfigVars } from '@mail/config';

/** The delivery pipeline's settings (docs/configuration.md), read once per process with the rest of campaigns.config.ts. */
export interface DeliveryConfig {
  batchSize: number;
  /** delivery workers per process */
  concurrency: number;
  /** delivery workers started per run across all replicas */
  workersPerRun: number;
  leaseSeconds: number;
  /** campaign messages rendered and not yet answered by the SMTP server, at most, across the process's workers */
  messagesInFlight: number;
  bounceDomain: string;
  /** a worker hands over to its own continuation after this long, so no job outlives its expiry */
  workerBudgetMs: number;
}

/** the send window per connection of the SMTP pool, unless set: what the pipelined client needs to always have a next message (the anchors of scripts/bench/campaigns-bench.js send with as many) */
const MESSAGES_PER_CONNECTION = 4;

export const DELIVERY_CONFIG = Symbol('DELIVERY_CONFIG');

/** The delivery settings, read by readCampaignsConfig. */
export function readDeliveryConfig(vars: ConfigVars): DeliveryConfig {
  const concurrency = Math.max(1, vars.int('DELIVERY_CONCURRENCY'));
  return {
    batchSize: Math.max(1, vars.int('DELIVERY_BATCH_SIZE')),
    concurrency,
    workersPerRun: concurrency * 2,
    leaseSeconds: Math.max(1, vars.int('DELIVERY_LEASE_SECONDS')),
    messagesInFlight: vars.int('DELIVERY_MESSAGES_IN_FLIGHT', { min: 1, fallback: MESSAGES_PER_CONNECTION * Math.max(1, vars.int('SMTP_MAX_CONNECTIONS')) }),
    bounceDomain: vars.required('BOUNCE_DOMAIN'),
    workerBudgetMs: 60_000,
  };
}
