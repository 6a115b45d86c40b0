import type { IncomingHttpHeaders } from 'node:http';

import type { AddressInfo } from 'node:net';

import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

import { BUS, type Bus } from '@mail/bus';
import { BACKEND_SERVICES, type BusRequest, Queries, ServiceHealthQueries } from '@mail/contracts';
import { processReadiness } from '@mail/ops';

import { AuthResolver } from '../dispatch/auth-resolver';
import { bearerToken } from '../dispatch/credentials';
import type { Outcome } from '../render/render';
import { EDGE_CONFIG, type EdgeConfig } from '../edge.config';
import { closeCacheProbe, probeCache, probeHttp, probeSystemContainer, withTimeout } from './probes';
import { type ServiceStates, serviceStates } from './service-states';

/**
 * system-health-check. Codes 1–6 are the spec's; 7 (database), 8 (system container), 9 (admin and user front
 * ends), 11 (services not answering) and 12 (services not ready) are ours, documented in
 * docs/api/system-health-check.md. Every backend service is asked its health query (`<service>.q.service-health`);
 * one that does not answer within the bound counts as failing.
 */
@Injectable()
export class HealthService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly serviceTimeoutMs: number;
  private readiness?: ReturnType<typeof processReadiness.register>;

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly resolver: AuthResolver,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(EDGE_CONFIG) private readonly config: EdgeConfig,
  ) {
    this.serviceTimeoutMs = config.readinessTimeoutMs + 1000;
  }

  private get port(): number {
    return (this.adapterHost.httpAdapter.getHttpServer().address() as AddressInfo | null)?.port ?? 0;
  }

  async systemHealthCheck(request: BusRequest, headers: IncomingHttpHeaders): Promise<Outcome> {
    const key = (typeof request.params.adminapikey === 'string' && request.params.adminapikey.trim()) || bearerToken(headers);
    if (!key) return fail(403, 1, 'Invalid admin API key.');
    const auth = await this.resolver.resolve({ adminApiKey: key }, request.meta.ip);
    if (!auth.ok || auth.auth.kind !== 'admin') return fail(403, 1, 'Invalid admin API key.');

    const [accounts, searchOk, brokerOk, cacheOk, containerOk, frontOk, services] = await Promise.all([
      withTimeout(this.bus.query(Queries.AccountsHealth, {}, 3000), 3000, undefined),
      withTimeout(
        this.bus.query(Queries.ListsHealth, {}, 3000).then((r) => r.search === 'OK'),
        3000,
        false,
      ),
      withTimeout(
        this.bus.ping().then(() => true),
        3000,
        false,
      ),
      withTimeout(probeCache(this.config.redisUrl), 3000, false),
      probeSystemContainer(this.config.dataDir),
      withTimeout(probeHttp(this.port, '/livez'), 3000, false),
      this.askServices(),
    ]);
    const checks = {
      Database: accounts?.database === 'OK' && services.databasesOk ? 'OK' : 'FAILED',
      SearchEngine: searchOk ? 'OK' : 'FAILED',
      MessageBroker: brokerOk ? 'OK' : 'FAILED',
      Cache: cacheOk ? 'OK' : 'FAILED',
      Session: accounts?.session === 'OK' ? 'OK' : 'FAILED',
      SystemContainer: containerOk ? 'OK' : 'FAILED',
      AdminFrontend: frontOk ? 'OK' : 'FAILED',
      UserFrontend: frontOk ? 'OK' : 'FAILED',
    };
    const errors: { code: number; message: string }[] = [];
    if (accounts && accounts.adminCount < 1) errors.push({ code: 2, message: 'No registered admin user.' });
    if (!searchOk) errors.push({ code: 3, message: 'Search engine connection failed.' });
    if (!brokerOk) errors.push({ code: 4, message: 'Message broker connection failed.' });
    if (!cacheOk) errors.push({ code: 5, message: 'Cache connection failed.' });
    if (checks.Session !== 'OK') errors.push({ code: 6, message: 'Session is not active.' });
    if (checks.Database !== 'OK') errors.push({ code: 7, message: 'Database connection failed.' });
    if (!containerOk) errors.push({ code: 8, message: 'System container check failed.' });
    if (!frontOk) errors.push({ code: 9, message: 'Admin and user front ends are not answering.' });
    if (services.silent.length) errors.push({ code: 11, message: `Services not answering: ${services.silent.join(', ')}.` });
    if (services.notReady.length) errors.push({ code: 12, message: `Services not ready: ${services.notReady.join(', ')}.` });
    if (errors.length) return { type: 'failure', failure: { style: 'array', errors, httpStatus: 503, extra: { Checks: checks, Services: services.states } } };
    return { type: 'ok', body: { Checks: checks, Services: services.states } };
  }

  /** Every backend service's health query, side by side; one that does not answer in time counts as silent. */
  private async askServices(): Promise<ServiceStates> {
    const ms = this.serviceTimeoutMs;
    const replies = await Promise.all(BACKEND_SERVICES.map((service) => withTimeout(this.bus.query(ServiceHealthQueries[service], {}, ms), ms, undefined)));
    return serviceStates(BACKEND_SERVICES, replies);
  }

  /** The edge counts in its process's readiness (the ops port's /readyz) with the checks of its own /readyz. */
  onApplicationBootstrap(): void {
    this.readiness = processReadiness.register('edge', {
      bus: () => this.bus.ping(),
      accounts: async () => {
        const reply = await this.bus.query(Queries.AccountsHealth, {}, 3000);
        if (reply.database !== 'OK') throw new Error('accounts cannot reach its database');
      },
    });
  }

  /** Liveness needs nothing; readiness needs the bus and accounts (which needs the database). */
  async ready(): Promise<boolean> {
    const [bus, accounts] = await Promise.all([
      withTimeout(
        this.bus.ping().then(() => true),
        2000,
        false,
      ),
      withTimeout(this.bus.query(Queries.AccountsHealth, {}, 3000), 2000, undefined),
    ]);
    return bus && accounts?.database === 'OK';
  }

  /** Shutdown began: the ops port's /readyz answers 503 from now on, so that Kubernetes stops sending. */
  beforeApplicationShutdown(): void {
    this.readiness?.stopping();
  }

  async onApplicationShutdown(): Promise<void> {
    this.readiness?.remove();
    await closeCacheProbe();
  }
}

function fail(httpStatus: number, code: number, message: string): Outcome {
  return { type: 'failure', failure: { style: 'array', errors: [{ code, message }], httpStatus } };
}
