import type { Bus } from '@mail/bus';
import type { ServiceHealthReply } from '@mail/contracts';
import type { JobsRuntime } from '@mail/jobs';
import { type Check, processReadiness } from '@mail/ops';

import type { ServiceDb } from '../service-db';
import type { ServiceEventConsumers } from '../service-event-consumers';
import type { ServiceOutbox } from '../service-outbox';

export interface ServiceHealthParts {
  service: string;
  db: ServiceDb;
  bus: Bus;
  outbox: ServiceOutbox;
  consumers: ServiceEventConsumers;
  jobs: JobsRuntime;
  /** bound of each check (OPS_READINESS_TIMEOUT_MS) */
  timeoutMs: number;
}

/**
 * A service's readiness checks: its database answers `SELECT 1` within the bound (a statement timeout in
 * PostgreSQL as well), its bus connection answers a ping (NATS flush; the in-process bus is open), and its
 * workers run (pg-boss fetching jobs, the outbox relay on its interval, the event consumers taking deliveries).
 * The process's /readyz and the service's health query (`<service>.q.service-health`) both read them.
 */
export class ServiceHealth {
  private registration?: ReturnType<typeof processReadiness.register>;

  constructor(private readonly parts: ServiceHealthParts) {}

  get service(): string {
    return this.parts.service;
  }

  checks(): Record<string, Check> {
    const { db, bus, outbox, consumers, jobs, timeoutMs } = this.parts;
    return {
      database: () =>
        db.tx(async (manager) => {
          await manager.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
          await manager.query('SELECT 1');
        }),
      bus: () => bus.ping(),
      workers: async () => {
        if (!jobs.working) throw new Error('job workers are not running');
        if (!outbox.relaying) throw new Error('the outbox relay is not running');
        if (!consumers.consuming) throw new Error('the event consumers stopped');
      },
    };
  }

  /** Counted in the process's readiness (at bootstrap, once the workers started). */
  register(): void {
    this.registration = processReadiness.register(this.parts.service, this.checks());
  }

  /** Shutdown began: /readyz and the health query answer not ready from now on. */
  stopping(): void {
    this.registration?.stopping();
  }

  remove(): void {
    this.registration?.remove();
  }

  /** What the health query answers: this instance's checks, run now. */
  async report(): Promise<ServiceHealthReply> {
    if (!processReadiness.has(this.parts.service)) return { service: this.parts.service, ready: false, checks: { starting: 'FAILED' } };
    return processReadiness.service(this.parts.service, this.parts.timeoutMs);
  }
}
