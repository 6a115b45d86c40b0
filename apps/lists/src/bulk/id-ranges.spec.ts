import { forEachRange, idRanges } from './id-ranges';

describe('idRanges', () => {
  it('covers every id once, in at least the parts asked and at most maxIds each', () => {
    expect(idRanges(1001, 2000, 1_000_000, 2)).toEqual([
      { lo: 1000, hi: 1500 },
      { lo: 1500, hi: 2000 },
    ]);
    const ranges = idRanges(7, 2_500_006, 1_000_000, 2);
    expect(ranges).toHaveLength(3);
    expect(ranges[0].lo).toBe(6);
    expect(ranges.at(-1)!.hi).toBe(2_500_006);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i].lo).toBe(ranges[i - 1].hi);
    expect(Math.max(...ranges.map((r) => r.hi - r.lo))).toBeLessThanOrEqual(1_000_000);
  });

  it('a single id is one range', () => {
    expect(idRanges(5, 5, 1_000_000, 2)).toEqual([{ lo: 4, hi: 5 }]);
  });
});

describe('forEachRange', () => {
  it('runs up to `parallel` at once and reports the ids covered', async () => {
    let running = 0;
    let most = 0;
    const covered: number[] = [];
    await forEachRange(
      idRanges(1, 100, 10),
      2,
      async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
      },
      async (n) => void covered.push(n),
    );
    expect(most).toBe(2);
    expect(covered.at(-1)).toBe(100);
  });

  it('starts no range after a failure and throws it', async () => {
    const started: number[] = [];
    const run = forEachRange(idRanges(1, 100, 10), 1, async (r) => {
      started.push(r.lo);
      if (r.lo === 10) throw new Error('boom');
    });
    await expect(run).rejects.toThrow('boom');
    expect(started).toEqual([0, 10]);
  });
});
