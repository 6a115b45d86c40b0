import { ProcessReadiness, runChecks } from './readiness';
import { cachedFor } from './scrape-sources';

const ok = () => Promise.resolve();
const down = () => Promise.reject(new Error('connection refused'));
const hangs = () => new Promise<void>(() => undefined);

describe(ProcessReadiness.name, () => {
  it('is not ready while the host is starting, then ready when every check of every service passes', async () => {
    const readiness = new ProcessReadiness();
    readiness.register('accounts', { database: ok, bus: ok, workers: ok });
    readiness.register('lists', { database: ok, bus: ok, workers: ok });
    expect(await readiness.evaluate(50)).toMatchObject({ ready: false, status: 'starting', failing: ['process.starting'] });
    readiness.markRunning();
    const report = await readiness.evaluate(50);
    expect(report).toEqual({
      ready: true,
      status: 'ready',
      failing: [],
      services: { accounts: { database: 'OK', bus: 'OK', workers: 'OK' }, lists: { database: 'OK', bus: 'OK', workers: 'OK' } },
    });
  });

  it('names each failing check as <service>.<check>: a rejected check and one that outlives the bound', async () => {
    const readiness = new ProcessReadiness();
    readiness.register('accounts', { database: down, bus: ok, workers: ok });
    readiness.register('campaigns', { database: ok, bus: hangs, workers: ok });
    readiness.markRunning();
    const report = await readiness.evaluate(30);
    expect(report).toMatchObject({ ready: false, status: 'not ready', failing: ['accounts.database', 'campaigns.bus'] });
    expect(report.services.accounts).toEqual({ database: 'FAILED', bus: 'OK', workers: 'OK' });
  });

  it('turns a service not ready once it began stopping, and forgets it once removed', async () => {
    const readiness = new ProcessReadiness();
    const lists = readiness.register('lists', { database: ok });
    readiness.markRunning();
    lists.stopping();
    expect(await readiness.service('lists', 50)).toEqual({ service: 'lists', ready: false, checks: { database: 'OK', stopping: 'FAILED' } });
    expect((await readiness.evaluate(50)).failing).toEqual(['lists.stopping']);
    lists.remove();
    expect(readiness.has('lists')).toBe(false);
    expect(await readiness.service('lists', 50)).toEqual({ service: 'lists', ready: false, checks: {} });
  });

  it('keeps a second instance of a service registered when the first one goes', async () => {
    const readiness = new ProcessReadiness();
    const first = readiness.register('campaigns', { database: ok });
    readiness.register('campaigns', { database: down });
    first.remove();
    expect(await readiness.service('campaigns', 50)).toMatchObject({ ready: false, checks: { database: 'FAILED' } });
  });

  it('is not ready once the host is stopping', async () => {
    const readiness = new ProcessReadiness();
    readiness.markRunning();
    readiness.markStopping();
    expect(await readiness.evaluate(50)).toMatchObject({ ready: false, status: 'stopping', failing: ['process.stopping'] });
  });
});

describe(runChecks.name, () => {
  it('answers FAILED for the checks that never settle and OK for the others', async () => {
    const result = await runChecks('sms', { a: hangs, b: down, c: ok }, 40);
    expect(result).toEqual({ service: 'sms', ready: false, checks: { a: 'FAILED', b: 'FAILED', c: 'OK' } });
  });
});

describe(cachedFor.name, () => {
  it('runs the work once per window, callers in between share it', async () => {
    let runs = 0;
    const read = cachedFor(60_000, async () => void runs++);
    await Promise.all([read(), read(), read()]);
    await read();
    expect(runs).toBe(1);
  });
});
