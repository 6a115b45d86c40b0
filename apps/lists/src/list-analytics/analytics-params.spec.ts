import { clampDays, pct, rangedOrDefault, utcDay } from './analytics-params';
import { tierCutoffs } from './list-get-engagement-tiers/list-get-engagement-tiers.service';

describe('list analytics parameters', () => {
  it('clampDays: text, 0 or negative → the default; above the maximum → the maximum', () => {
    expect([
      clampDays(undefined, 30, 365),
      clampDays('x', 30, 365),
      clampDays('0', 30, 365),
      clampDays(-2, 30, 365),
      clampDays(' 12 ', 30, 365),
      clampDays(900, 30, 365),
    ]).toEqual([30, 30, 30, 30, 12, 365]);
  });

  it('rangedOrDefault: anything outside 1..max falls back to the default', () => {
    expect([rangedOrDefault('7', 14, 365), rangedOrDefault(0, 14, 365), rangedOrDefault('400', 14, 365), rangedOrDefault('a', 14, 365)]).toEqual([
      7, 14, 14, 14,
    ]);
  });

  it('tierCutoffs: out-of-order cutoffs revert all to the defaults', () => {
    expect(tierCutoffs({ championdays: '20', engageddays: '10' })).toEqual({
      champion: 14,
      engaged: 30,
      passiveEnd: 60,
      lapsedEnd: 120,
      neverEngagedJoined: 30,
    });
    expect(tierCutoffs({ championdays: '7', lapsedenddays: '200' })).toMatchObject({ champion: 7, lapsedEnd: 200 });
  });

  it('pct: two decimals, null without a total; utcDay counts whole UTC days', () => {
    expect([pct(1, 3), pct(2, 3), pct(0, 0)]).toEqual([33.33, 66.67, null]);
    expect(utcDay(-1, new Date('2026-03-01T23:30:00Z'))).toBe('2026-02-28');
  });
});
