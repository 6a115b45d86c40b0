import { variationAt } from './ab-split';

const split = (count: number, weights: number[], from = 0) => {
  const counts = weights.map(() => 0);
  for (let n = from; n < from + count; n++) counts[variationAt(n, weights)]++;
  return counts;
};

describe('variationAt', () => {
  it('splits consecutive recipients in proportion to the weights', () => {
    expect(split(10, [1, 1])).toEqual([5, 5]);
    expect(split(100, [70, 30])).toEqual([70, 30]);
    const thirds = split(3000, [1, 1, 1]);
    for (const n of thirds) expect(Math.abs(n - 1000)).toBeLessThanOrEqual(2);
    const uneven = split(10_000, [5, 20, 75], 123_456);
    expect(uneven.map((n) => Math.round(n / 100))).toEqual([5, 20, 75]);
  });

  it('is deterministic and gives every variation of at least 1% its share', () => {
    expect(Array.from({ length: 50 }, (_, n) => variationAt(n, [3, 2]))).toEqual(Array.from({ length: 50 }, (_, n) => variationAt(n, [3, 2])));
    expect(split(1000, [1, 99])[0]).toBeGreaterThanOrEqual(9);
  });
});
