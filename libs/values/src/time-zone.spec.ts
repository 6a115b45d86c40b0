import { zoneOf } from './time-zone';

describe('zoneOf', () => {
  it('accepts IANA names and the legacy `(GMT+01:00) City` labels, preferring the city’s zone', () => {
    expect(zoneOf('(GMT+03:00) Europe/Istanbul')).toBe('Europe/Istanbul');
    expect(zoneOf('Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneOf('(GMT+01:00) Berlin')).toBe('Europe/Berlin');
    expect(zoneOf('(GMT-05:00) New York')).toBe('America/New_York');
    expect(zoneOf('(GMT+05:30) Somewhere Else')).toBe('UTC+5:30');
    expect(zoneOf('UTC')).toBe('UTC');
  });

  it('refuses unknown zones', () => {
    expect(zoneOf('Mars/Olympus')).toBeUndefined();
    expect(zoneOf('')).toBeUndefined();
    expect(zoneOf('(GMT+25:00) Nowhere')).toBeUndefined();
  });
});
