import { getHeapStatistics } from 'node:v8';

import { HeapGuard } from './heap-guard';

describe(HeapGuard.name, () => {
  it('starts a major collection once the heap grew past its allowance, then not again until it grew that much more', async () => {
    const guard = new HeapGuard(8 * 1024 * 1024);
    expect(guard.check()).toBe(false);
    let held: number[][] | undefined = Array.from({ length: 200 }, () => Array.from({ length: 10_000 }, (_, i) => i + 0.5));
    expect(guard.check()).toBe(true);
    expect(guard.check()).toBe(false);
    const grown = getHeapStatistics().used_heap_size;
    held = undefined;
    // the collection is incremental: it finishes on later turns of the event loop
    for (let i = 0; i < 250 && getHeapStatistics().used_heap_size > grown - 8 * 1024 * 1024; i++) await new Promise((r) => setTimeout(r, 20));
    expect(held).toBeUndefined();
    expect(getHeapStatistics().used_heap_size).toBeLessThan(grown - 8 * 1024 * 1024);
  });
});
