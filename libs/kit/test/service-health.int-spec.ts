import { Module } from '@nestjs/common';
import { Client } from 'pg';

import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { type OpsServer, processReadiness, startOpsServer } from '@mail/ops';
import { bootService, type ServiceHarness } from '@mail/testing';

import { ServiceHealth, ServiceKitModule } from '../src';
import { demoMigration } from './demo-service';

const SERVICE = 'kithealth';

@Module({ imports: [ServiceKitModule.forService({ service: SERVICE, migrations: [demoMigration(SERVICE)] })] })
class HealthDemoModule {}

/**
 * A kit's readiness against a real PostgreSQL of its own, which the test takes away (no new connection allowed, the
 * pool's connections ended) and gives back: the database check and the process's /readyz follow.
 */
describe(`${ServiceKitModule.name} readiness (real PostgreSQL)`, () => {
  let database: ScratchDatabase;
  let h: ServiceHarness;
  let ops: OpsServer;

  const onServer = async (sql: string) => {
    const client = new Client({ connectionString: database.serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'kit_health');
    const shared = process.env.DATABASE_URL;
    process.env.DATABASE_URL = database.url;
    try {
      h = await bootService(HealthDemoModule, { service: SERVICE });
    } finally {
      process.env.DATABASE_URL = shared;
    }
    processReadiness.markRunning();
    ops = await startOpsServer({ port: 0, host: '127.0.0.1', checkTimeoutMs: 1000 });
  }, 60_000);

  afterAll(async () => {
    await onServer(`ALTER DATABASE "${database.name}" WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
    await h?.stop();
    await ops?.close();
    await dropScratchDatabase(database);
  }, 60_000);

  it('is ready with its database, bus and workers up', async () => {
    expect(await h.get(ServiceHealth).report()).toEqual({ service: SERVICE, ready: true, checks: { database: 'OK', bus: 'OK', workers: 'OK' } });
    const res = await fetch(`${ops.url}/readyz`);
    expect(res.status).toBe(200);
  });

  it('answers /readyz 503 naming the database while PostgreSQL refuses it, and ready again once it is back', async () => {
    await onServer(`ALTER DATABASE "${database.name}" WITH ALLOW_CONNECTIONS false`);
    await onServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database.name}' AND pid <> pg_backend_pid()`);

    const down = await fetch(`${ops.url}/readyz`);
    const body = (await down.json()) as { failing: string[]; services: Record<string, Record<string, string>> };
    expect(down.status).toBe(503);
    expect(body.failing).toContain(`${SERVICE}.database`);
    expect(body.services[SERVICE]).toMatchObject({ database: 'FAILED', bus: 'OK' });

    await onServer(`ALTER DATABASE "${database.name}" WITH ALLOW_CONNECTIONS true`);
    expect((await h.get(ServiceHealth).report()).checks.database).toBe('OK');
    expect((await fetch(`${ops.url}/readyz`)).status).toBe(200);
  });

  it('turns not ready when its shutdown begins (before the relay, consumers and workers stop)', async () => {
    h.get(ServiceHealth).stopping();
    expect(await h.get(ServiceHealth).report()).toMatchObject({ ready: false, checks: { stopping: 'FAILED' } });
  });
});
