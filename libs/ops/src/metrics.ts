import { Gauge } from 'prom-client';

import { FastCounter, FastHistogram } from './fast-metrics';
import { metricsRegistry } from './registry';

/**
 * Every metric of the platform, defined once per process (docs/operations.md, "Health and metrics", lists them
 * with their meaning and the alerts to set). Counters and histograms on hot paths are FastCounter/FastHistogram,
 * whose callers keep the series they use (see `childrenBy`): a request costs one addition and one bucket search,
 * no label hashing. Gauges are set at scrape time and stay prom-client's.
 */
const registers = [metricsRegistry];

/** request latencies: 5 ms to 10 s */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const edgeRequests = new FastCounter(
  'mail_edge_requests_total',
  'Requests answered by the edge, by command (`unknown` when none matched; `public:<path>` for tracking links and webhooks), outcome (ok, failure, hard), error code (0 on success) and HTTP status.',
  ['command', 'outcome', 'code', 'status'],
  registers,
);

export const edgeRequestSeconds = new FastHistogram(
  'mail_edge_request_duration_seconds',
  'Time from the edge receiving a request to its answer being handed to the socket, by command (or public path).',
  ['command'],
  LATENCY_BUCKETS,
  registers,
);

export const busRequestSeconds = new FastHistogram(
  'mail_bus_request_duration_seconds',
  'Bus request/reply round trips seen by the requester, by transport (nats, in-process), target service and outcome (ok, unavailable, timeout, lost, error).',
  ['transport', 'service', 'outcome'],
  LATENCY_BUCKETS,
  registers,
);

export const busHandledSeconds = new FastHistogram(
  'mail_bus_handled_duration_seconds',
  "Bus requests a service answered, seen by the handling process: time from taking the request to handing back its reply, by transport (nats, in-process), service (the subject's first token), command (the rest of the subject) and outcome (ok: a reply, whatever it says; crashed: the handler threw).",
  ['transport', 'service', 'command', 'outcome'],
  LATENCY_BUCKETS,
  registers,
);

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

export const messagesSent = new FastCounter(
  'mail_messages_sent_total',
  'Email messages accepted by the outbound SMTP server (or the dev mailbox), by sending service.',
  ['service'],
  registers,
);

export const messagesFailed = new FastCounter(
  'mail_messages_failed_total',
  'Email messages the outbound SMTP server refused or that could not be handed over, by sending service.',
  ['service'],
  registers,
);

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

export const eventConsumerLagSeconds = new FastHistogram(
  'mail_event_consumer_lag_seconds',
  'Event-consumer lag: seconds from the event being committed (its occurredAt) to a consumer taking a delivery of it, by service and durable consumer.',
  ['service', 'consumer'],
  [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
  registers,
);

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
 * Labelled series kept by key: `childrenBy((subject) => histogram.labels(...))` builds the series on first use and
 * hands the same one back afterwards (`labels()` joins the label values into a key on every call).
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
