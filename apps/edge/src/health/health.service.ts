import type { IncomingHttpHeaders } from 'node:http';

import type { AddressInfo } from 'node:net';

import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

import { BUS, type Bus } from '@mail/bus';
import { type BusRequest, Queries } from '@mail/contracts';

import { AuthResolver } from '../dispatch/auth-resolver';
import { bearerToken } from '../dispatch/credentials';
import type { Outcome } from '../render/render';
import { closeCacheProbe, probeCache, probeHttp, probeSystemContainer, withTimeout } from './probes';

/**
 * system-health-check. Codes 1–6 are the spec's; 7 (database), 8 (system container), 9/10 (admin /
 * user front ends) are ours, documented in docs/api/health.md.
 */
@Injectable()
export class HealthService implements OnApplicationShutdown {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly resolver: AuthResolver,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  private get port(): number {
    return (this.adapterHost.httpAdapter.getHttpServer().address() as AddressInfo | null)?.port ?? 0;
  }

  async systemHealthCheck(request: BusRequest, headers: IncomingHttpHeaders): Promise<Outcome> {
    const key = (typeof request.params.adminapikey === 'string' && request.params.adminapikey.trim()) || bearerToken(headers);
    if (!key) return fail(403, 1, 'Invalid admin API key.');
    const auth = await this.resolver.resolve({ adminApiKey: key }, request.meta.ip);
    if (!auth.ok || auth.auth.kind !== 'admin') return fail(403, 1, 'Invalid admin API key.');

    const [accounts, searchOk, brokerOk, cacheOk, containerOk, frontOk] = await Promise.all([
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
      withTimeout(probeCache(), 3000, false),
      probeSystemContainer(),
      withTimeout(probeHttp(this.port, '/livez'), 3000, false),
    ]);
    const checks = {
      Database: accounts?.database === 'OK' ? 'OK' : 'FAILED',
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
    if (errors.length) return { type: 'failure', failure: { style: 'array', errors, httpStatus: 503, extra: { Checks: checks } } };
    return { type: 'ok', body: { Checks: checks } };
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

  async onApplicationShutdown(): Promise<void> {
    await closeCacheProbe();
  }
}

function fail(httpStatus: number, code: number, message: string): Outcome {
  return { type: 'failure', failure: { style: 'array', errors: [{ code, message }], httpStatus } };
}
