import { Counter, Gauge, Histogram } from 'prom-client';

import { metricsRegistry } from './registry';

/**
 * Every metric of the platform, defined once per process (docs/operations.md, "Health and metrics", lists them
 * with their meaning and the alerts to set). Hot paths keep the labelled children they use (see `childrenBy`):
 * a request costs one counter increment and one histogram observation, no label hashing.
 */
const registers = [metricsRegistry];

/** request latencies: 5 ms to 10 s */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const edgeRequests = new Counter({
  name: 'mail_edge_requests_total',
  help: 'Requests answered by the edge, by command (`unknown` when none matched; `public:<path>` for tracking links and webhooks), outcome (ok, failure, hard), error code (0 on success) and HTTP status.',
  labelNames: ['command', 'outcome', 'code', 'status'] as const,
  registers,
});

export const edgeRequestSeconds = new Histogram({
  name: 'mail_edge_request_duration_seconds',
  help: 'Time from the edge receiving a request to its answer being handed to the socket, by command (or public path).',
  labelNames: ['command'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const busRequestSeconds = new Histogram({
  name: 'mail_bus_request_duration_seconds',
  help: 'Bus request/reply round trips seen by the requester, by transport (nats, in-process), target service and outcome (ok, unavailable, timeout, lost, error).',
  labelNames: ['transport', 'service', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const jobQueueDepth = new Gauge({
  name: 'mail_job_queue_depth',
  help: 'Jobs in a queue by state: created (waiting, due or scheduled), retry (waiting for a retry) and active (running). Read at scrape time.',
  labelNames: ['service', 'queue', 'state'] as const,
  registers,
});

export const jobLagSeconds = new Gauge({
  name: 'mail_job_lag_seconds',
  help: 'Age of the oldest job that is due (start time passed) and not started yet; 0 when none waits. Read at scrape time.',
  labelNames: ['service', 'queue'] as const,
  registers,
});

export const messagesSent = new Counter({
  name: 'mail_messages_sent_total',
  help: 'Email messages accepted by the outbound SMTP server (or the dev mailbox), by sending service.',
  labelNames: ['service'] as const,
  registers,
});

export const messagesFailed = new Counter({
  name: 'mail_messages_failed_total',
  help: 'Email messages the outbound SMTP server refused or that could not be handed over, by sending service.',
  labelNames: ['service'] as const,
  registers,
});

export const outboxBacklog = new Gauge({
  name: 'mail_outbox_backlog',
  help: 'Events committed in a service outbox and not yet handed to the bus. Read at scrape time.',
  labelNames: ['service'] as const,
  registers,
});

export const outboxOldestSeconds = new Gauge({
  name: 'mail_outbox_oldest_age_seconds',
  help: 'Age of the oldest event waiting in a service outbox; 0 when it is empty. Read at scrape time.',
  labelNames: ['service'] as const,
  registers,
});

export const deadEvents = new Gauge({
  name: 'mail_dead_events',
  help: "Events a service's consumers gave up on (dead letters, see docs/operations.md 'Dead events'). Read at scrape time.",
  labelNames: ['service'] as const,
  registers,
});

export const eventConsumerLagSeconds = new Histogram({
  name: 'mail_event_consumer_lag_seconds',
  help: 'Event-consumer lag: seconds from the event being committed (its occurredAt) to a consumer taking a delivery of it, by service and durable consumer.',
  labelNames: ['service', 'consumer'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
  registers,
});

export const dbPoolConnections = new Gauge({
  name: 'mail_db_pool_connections',
  help: 'PostgreSQL pool use by service and pool (requests: the service data source, jobs: its pg-boss pool) and state: total, idle, waiting (callers queued for a connection).',
  labelNames: ['service', 'pool', 'state'] as const,
  registers,
});

export const readinessCheck = new Gauge({
  name: 'mail_readiness_check',
  help: 'Result of each readiness check at its last evaluation (a /readyz probe or a health query): 1 OK, 0 failing.',
  labelNames: ['service', 'check'] as const,
  registers,
});

/**
 * Labelled children kept by key: `childrenBy((subject) => histogram.labels(...))` builds the child on first use
 * and hands the same one back afterwards (prom-client's `labels()` hashes its labels and allocates on every call).
 */
export function childrenBy<K, C>(make: (key: K) => C): (key: K) => C {
  const children = new Map<K, C>();
  return (key) => {
    let child = children.get(key);
    if (child === undefined) {
      child = make(key);
      children.set(key, child);
    }
    return child;
  };
}
