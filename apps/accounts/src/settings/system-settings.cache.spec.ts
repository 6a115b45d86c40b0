import type { Bus } from '@mail/bus';

import { SystemSettingsCache } from './system-settings.cache';
import type { SystemSettingsRepository } from './system-settings.repository';

/** one in-memory broadcast fabric several replicas share, as NATS fans a broadcast out to every instance */
function fabric() {
  const listeners = new Map<string, ((payload: unknown) => void)[]>();
  const bus = {
    onBroadcast: async (b: { subject: string }, listener: (payload: unknown) => void) => {
      listeners.set(b.subject, [...(listeners.get(b.subject) ?? []), listener]);
    },
    broadcast: async (b: { subject: string }, payload: unknown) => {
      for (const l of listeners.get(b.subject) ?? []) l(payload);
    },
  };
  return bus as unknown as Bus;
}

describe(SystemSettingsCache.name, () => {
  it('reads the settings once, and every replica reloads them after one replica writes', async () => {
    const stored: Record<string, string> = { ProductName: 'Old' };
    const reads = { count: 0 };
    const repository = { all: async () => (reads.count++, { ...stored }) } as unknown as SystemSettingsRepository;
    const bus = fabric();
    const [a, b] = [new SystemSettingsCache(bus, repository), new SystemSettingsCache(bus, repository)];
    await Promise.all([a.onModuleInit(), b.onModuleInit()]);

    expect((await a.get()).ProductName).toBe('Old');
    expect((await b.get()).ProductName).toBe('Old');
    await a.get();
    expect(reads.count).toBe(2);

    stored.ProductName = 'New';
    await a.changed();
    expect([(await a.get()).ProductName, (await b.get()).ProductName]).toEqual(['New', 'New']);
  });

  it('reloads after its TTL even when a broadcast was lost', async () => {
    let value = 'A';
    const repository = { all: async () => ({ X: value }) } as unknown as SystemSettingsRepository;
    const cache = new SystemSettingsCache(fabric(), repository);
    expect((await cache.get(0)).X).toBe('A');
    value = 'B';
    expect((await cache.get(59_000)).X).toBe('A');
    expect((await cache.get(60_001)).X).toBe('B');
  });
});
