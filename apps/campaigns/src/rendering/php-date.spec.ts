import { formatPhpDate, parseFieldDate } from './php-date';

describe(formatPhpDate.name, () => {
  const date = new Date('2024-12-25T14:30:05Z');

  it("formats PHP's date characters in UTC", () => {
    expect(formatPhpDate(date, 'Y-m-d')).toBe('2024-12-25');
    expect(formatPhpDate(date, 'F j, Y')).toBe('December 25, 2024');
    expect(formatPhpDate(date, 'D, d M Y')).toBe('Wed, 25 Dec 2024');
    expect(formatPhpDate(date, 'l jS \\o\\f F')).toBe('Wednesday 25th of December');
    expect(formatPhpDate(date, 'h:i A / G:s')).toBe('02:30 PM / 14:05');
    expect(formatPhpDate(new Date('2021-01-03T00:00:00Z'), 'W o N')).toBe('53 2020 7');
  });

  it('reads stored dates and refuses anything else', () => {
    expect(parseFieldDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseFieldDate('2024-02-29 08:15:00')?.toISOString()).toBe('2024-02-29T08:15:00.000Z');
    expect(parseFieldDate('2023-02-29')).toBeUndefined();
    expect(parseFieldDate('soon')).toBeUndefined();
  });
});
