import { EVENT_BATCH, inBatches } from './event-batch';

describe(inBatches.name, () => {
  it('slices in order, the last one shorter, nothing for nothing', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 2)).toEqual([]);
  });

  it('takes one batch event of subscribers by default', () => {
    const ids = Array.from({ length: EVENT_BATCH * 2 + 1 }, (_, i) => i);
    expect(inBatches(ids).map((b) => b.length)).toEqual([EVENT_BATCH, EVENT_BATCH, 1]);
  });

  it('refuses a size that would never advance', () => {
    expect(() => inBatches([1], 0)).toThrow(RangeError);
  });
});
