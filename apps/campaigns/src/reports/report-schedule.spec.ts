import { firstPeriodStart, nextRunAt } from './report-schedule';

const at = (iso: string) => new Date(iso);

describe('nextRunAt', () => {
  it('daily: 08:00 UTC the next day, whatever the hour', () => {
    expect(nextRunAt('daily', at('2026-11-22T07:00:00Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(nextRunAt('daily', at('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(nextRunAt('daily', at('2026-12-31T08:00:05Z')).toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });

  it('weekly: 08:00 UTC next Monday; from a Monday, the Monday after', () => {
    expect(nextRunAt('weekly', at('2026-11-22T12:00:00Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z'); // Sunday
    expect(nextRunAt('weekly', at('2026-11-23T08:00:30Z')).toISOString()).toBe('2026-11-30T08:00:00.000Z'); // Monday
    expect(nextRunAt('weekly', at('2026-11-25T01:00:00Z')).toISOString()).toBe('2026-11-30T08:00:00.000Z'); // Wednesday
  });

  it('monthly: 08:00 UTC on the 1st of next month', () => {
    expect(nextRunAt('monthly', at('2026-11-01T08:00:10Z')).toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(nextRunAt('monthly', at('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T08:00:00.000Z');
    expect(nextRunAt('monthly', at('2027-01-31T10:00:00Z')).toISOString()).toBe('2027-02-01T08:00:00.000Z');
  });
});

describe('firstPeriodStart', () => {
  it('looks back one period from the run', () => {
    expect(firstPeriodStart('daily', at('2026-11-23T08:00:00Z')).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(firstPeriodStart('weekly', at('2026-11-23T08:00:00Z')).toISOString()).toBe('2026-11-16T08:00:00.000Z');
    expect(firstPeriodStart('monthly', at('2026-12-01T08:00:00Z')).toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });
});
