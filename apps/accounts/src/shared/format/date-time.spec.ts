import { formatDateTime, parseDateTime, yesNo } from './date-time';

describe('date-time format', () => {
  it('renders YYYY-MM-DD HH:MM:SS in UTC', () => {
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 5, 7, 8, 9)))).toBe('2024-01-05 07:08:09');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });

  it('parses dates and timestamps, refusing impossible ones', () => {
    expect(parseDateTime('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDateTime('2024-02-03 10:11:12')?.toISOString()).toBe('2024-02-03T10:11:12.000Z');
    expect(parseDateTime('2023-02-29')).toBeUndefined();
    expect(parseDateTime('03/02/2024')).toBeUndefined();
  });

  it('spells booleans Yes/No', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });
});
