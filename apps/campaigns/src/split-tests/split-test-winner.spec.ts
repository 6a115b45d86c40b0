import { splitTestWinner, testSlot } from './split-test-winner';

describe('split test', () => {
  it('puts exactly the share of any first n recipients in the test, spread evenly, each with its test index', () => {
    const slots = Array.from({ length: 10 }, (_, i) => testSlot(i, 40));
    expect(slots.filter((s) => s.inTest).length).toBe(4);
    expect(slots.filter((s) => s.inTest).map((s) => s.index)).toEqual([0, 1, 2, 3]);
    expect(Array.from({ length: 1000 }, (_, i) => testSlot(i, 7)).filter((s) => s.inTest).length).toBe(70);
    expect(testSlot(0, 99).inTest).toBe(false);
  });

  it('picks the best open rate or the most unique clicks, a tie or no figures going to the earlier variation', () => {
    const figures = [
      { variation: 0, sent: 4, opened: 1, clicked: 1 },
      { variation: 1, sent: 2, opened: 1, clicked: 0 },
    ];
    expect(splitTestWinner('Highest Open Rate', figures, 2)).toBe(1);
    expect(splitTestWinner('Most Unique Clicks', figures, 2)).toBe(0);
    expect(splitTestWinner('Most Unique Clicks', [{ variation: 1, sent: 2, opened: 1, clicked: 1 }], 3)).toBe(1);
    expect(splitTestWinner('Highest Open Rate', [], 3)).toBe(0);
  });
});
