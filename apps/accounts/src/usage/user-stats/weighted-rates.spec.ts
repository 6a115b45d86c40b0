import { type ListEngagement, weightedRate } from './weighted-rates';

const list = (activeSubscribers: number, sent: number, opens: number, clicks = 0): ListEngagement => ({
  activeSubscribers,
  sent,
  opens,
  clicks,
  forwards: 0,
  views: 0,
});
const openRate = (lists: ListEngagement[]) =>
  weightedRate(
    lists,
    (l) => l.opens,
    (l) => l.sent,
  );

describe('weightedRate', () => {
  it('weights each list’s rate by its active subscribers', () => {
    // 0.5 weighted 100, 0.1 weighted 300: (50 + 30) / 400
    expect(openRate([list(100, 10, 5), list(300, 10, 1)])).toBe(0.2);
  });

  it('skips lists with nothing to divide by or no audience; null when none is left', () => {
    expect(openRate([list(100, 0, 0), list(0, 10, 5), list(50, 4, 1)])).toBe(0.25);
    expect(openRate([list(100, 0, 0)])).toBeNull();
    expect(openRate([])).toBeNull();
  });

  it('CTOR divides clicks by opens, skipping lists without opens', () => {
    expect(
      weightedRate(
        [list(10, 10, 0, 0), list(10, 10, 4, 1)],
        (l) => l.clicks,
        (l) => l.opens,
      ),
    ).toBe(0.25);
  });
});
