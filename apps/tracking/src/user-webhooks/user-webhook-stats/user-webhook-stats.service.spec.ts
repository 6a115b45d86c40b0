import { clampDays } from './user-webhook-stats.service';

describe(clampDays.name, () => {
  it('clamps to 1–365 and defaults to 30', () => {
    expect([clampDays(undefined), clampDays('x'), clampDays('0'), clampDays(-5), clampDays('400'), clampDays('7')]).toEqual([30, 30, 1, 1, 365, 7]);
  });
});
