import type { DataSource } from 'typeorm';

import { errorToReply } from '@mail/bus';
import { waitFor } from '@mail/testing';

import { createBackgroundDataSource, createServiceDataSource, liftStatementTimeout, requestStatementTimeoutMs } from '../src';

/** A request's statement stops in PostgreSQL at its limit (it does not keep a core busy after the caller gave up). */
describe('statement time limits (real PostgreSQL)', () => {
  const url = process.env.DATABASE_URL;
  const open: DataSource[] = [];
  const start = async (ds: DataSource): Promise<DataSource> => {
    open.push(ds);
    return ds.initialize();
  };
  const requestDataSource = () => createServiceDataSource({ service: 'public', url: url!, entities: [], migrations: [], poolSize: 2 });

  beforeAll(() => {
    // The e2e global setup points DATABASE_URL at the run's scratch database.
    if (!url) throw new Error('DATABASE_URL must be set (run through `npm test`, whose e2e setup provides it)');
  });
  afterEach(() => {
    delete process.env.DB_STATEMENT_TIMEOUT_MS;
    delete process.env.BUS_TIMEOUT_MS;
  });
  afterAll(async () => {
    for (const ds of open) if (ds.isInitialized) await ds.destroy();
  });

  it('defaults to a second under the bus deadline, unless DB_STATEMENT_TIMEOUT_MS is set', () => {
    expect(requestStatementTimeoutMs()).toBe(9000);
    process.env.BUS_TIMEOUT_MS = '3000';
    expect(requestStatementTimeoutMs()).toBe(2000);
    process.env.BUS_TIMEOUT_MS = '1500';
    expect(requestStatementTimeoutMs()).toBe(750);
    process.env.DB_STATEMENT_TIMEOUT_MS = '750';
    expect(requestStatementTimeoutMs()).toBe(750);
  });

  it('cancels a long statement with 57014 well before it would end, and the bus answers 100004', async () => {
    process.env.BUS_TIMEOUT_MS = '1500'; // → 750 ms per statement
    const ds = await start(requestDataSource());
    const [{ statement_timeout }] = await ds.query('SHOW statement_timeout');
    expect(statement_timeout).toBe('750ms');
    const error = (await ds.query('SELECT pg_sleep(5)').catch((e: unknown) => e)) as { code?: string; driverError?: { code?: string } };
    // cancelled (57014 is query_canceled: the statement timeout), not run to its end
    expect(error.driverError?.code ?? error.code).toBe('57014');
    expect(errorToReply(error)).toEqual({ ok: false, hard: 100004 });
    // the connection is still usable for the next request
    await expect(ds.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });

  it('lets background work run longer: SET LOCAL in a transaction, or a background data source', async () => {
    process.env.DB_STATEMENT_TIMEOUT_MS = '300';
    const ds = await start(requestDataSource());
    await expect(ds.query('SELECT pg_sleep(0.6)')).rejects.toMatchObject({ driverError: { code: '57014' } });
    await expect(
      ds.transaction(async (m) => {
        await liftStatementTimeout(m);
        return m.query('SELECT 1 AS slept FROM pg_sleep(0.6)');
      }),
    ).resolves.toEqual([{ slept: 1 }]);
    // the lift ended with its transaction
    await expect(ds.query('SELECT pg_sleep(0.6)')).rejects.toMatchObject({ driverError: { code: '57014' } });
    const background = await start(createBackgroundDataSource(ds));
    await expect(background.query('SELECT 1 AS slept FROM pg_sleep(0.6)')).resolves.toEqual([{ slept: 1 }]);
  });

  it('ends a transaction left idle past the limit, so its locks are released', async () => {
    process.env.DB_STATEMENT_TIMEOUT_MS = '300';
    const ds = await start(requestDataSource());
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    await runner.query('SELECT pg_advisory_xact_lock(424242)');
    const other = await start(requestDataSource());
    const tryLock = async () => (await other.query('SELECT pg_try_advisory_xact_lock(424242) AS got'))[0].got as boolean;
    expect(await tryLock()).toBe(false);
    // the server ends the idle transaction (idle_in_transaction_session_timeout), which releases its lock
    await waitFor(tryLock, { what: 'the idle transaction to be ended and its advisory lock released', timeoutMs: 5000 });
    expect(await tryLock()).toBe(true);
    await runner.release().catch(() => undefined);
  });
});
