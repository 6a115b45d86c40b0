import { timeZoneOf, waitUntil } from './wait-until';

const at = (iso: string) => new Date(iso);
const window = { WaitUnit: 'hours', WaitAmount: 1, TimeConstraintEnabled: true, DontSendBefore: '09:00', DontSendAfter: '19:00' };

describe('waitUntil', () => {
  it('adds the amount in its unit', () => {
    expect(waitUntil({ WaitUnit: 'minutes', WaitAmount: 90 }, at('2026-01-05T10:00:00Z')).toISOString()).toBe('2026-01-05T11:30:00.000Z');
    expect(waitUntil({ WaitUnit: 'days', WaitAmount: 2 }, at('2026-01-05T10:00:00Z')).toISOString()).toBe('2026-01-07T10:00:00.000Z');
  });

  it('reads a unit named like an Object.prototype member as no unit (never NaN)', () => {
    for (const WaitUnit of ['constructor', '__proto__', 'toString'])
      expect(waitUntil({ WaitUnit, WaitAmount: 2 }, at('2026-01-05T10:00:00Z')).toISOString()).toBe('2026-01-05T10:00:00.000Z');
  });

  it('moves into the window on an allowed day, read in the time zone given', () => {
    // Monday 2026-01-05 20:00 UTC + 1 h = 21:00, after 19:00: next allowed day is Wednesday, 09:00 Berlin = 08:00 UTC
    const until = waitUntil({ ...window, AllowedDays: ['wed'] }, at('2026-01-05T20:00:00Z'), 'Europe/Berlin');
    expect(until.toISOString()).toBe('2026-01-07T08:00:00.000Z');
  });

  it('reads the window in the action’s TimeZone only when no zone is given', () => {
    const params = { ...window, AllowedDays: ['wed'], TimeZone: 'Europe/Berlin' };
    expect(waitUntil(params, at('2026-01-05T20:00:00Z')).toISOString()).toBe('2026-01-07T08:00:00.000Z');
    expect(waitUntil(params, at('2026-01-05T20:00:00Z'), 'America/New_York').toISOString()).toBe('2026-01-07T14:00:00.000Z');
  });

  it('leaves a time already inside the window alone', () => {
    const params = { WaitUnit: 'seconds', WaitAmount: 1, TimeConstraintEnabled: true, DontSendBefore: '09:00', DontSendAfter: '19:00' };
    expect(waitUntil(params, at('2026-01-05T12:00:00Z')).toISOString()).toBe('2026-01-05T12:00:01.000Z');
  });

  it('opens the window at 09:00 local on the day the clocks go forward (a 23-hour day)', () => {
    // Saturday 2026-03-28 21:00 CET + 1 h; Sunday 29 March 02:00 CET becomes 03:00 CEST: 09:00 CEST = 07:00 UTC
    expect(waitUntil(window, at('2026-03-28T20:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('opens the window at 09:00 local on the day the clocks go back (a 25-hour day)', () => {
    // Saturday 2026-10-24 20:00 CEST + 1 h; Sunday 25 October 03:00 CEST becomes 02:00 CET: 09:00 CET = 08:00 UTC
    expect(waitUntil(window, at('2026-10-24T18:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('a window starting inside the DST gap opens at the first minute after it', () => {
    // New York, Sunday 8 March 2026: 02:00 EST becomes 03:00 EDT, so 02:30 does not exist that day
    const params = { ...window, DontSendBefore: '02:30', DontSendAfter: '05:00' };
    expect(waitUntil(params, at('2026-03-07T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // the next day it opens at 02:30 EDT again
    expect(waitUntil({ ...params, AllowedDays: ['mon'] }, at('2026-03-07T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T06:30:00.000Z');
  });

  it('a window ending in the repeated hour of the clocks going back closes at its first passing', () => {
    // New York, Sunday 1 November 2026: 02:00 EDT becomes 01:00 EST; 00:30–01:30 opens at 00:30 EDT = 04:30 UTC
    const params = { ...window, DontSendBefore: '00:30', DontSendAfter: '01:30' };
    expect(waitUntil(params, at('2026-10-31T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-01T04:30:00.000Z');
    // inside the second 01:00–01:30 (EST) the time is in the window too
    expect(waitUntil({ ...params, WaitAmount: 0 }, at('2026-11-01T06:10:00Z'), 'America/New_York').toISOString()).toBe('2026-11-01T06:10:00.000Z');
  });

  it('allowed days are the subscriber’s local days, not UTC days', () => {
    // Monday 2026-01-05 22:00 UTC is Tuesday 11:00 in Auckland (UTC+13): inside a Tuesday window there, not in UTC
    const params = { ...window, WaitAmount: 0, AllowedDays: ['tue'] };
    expect(waitUntil(params, at('2026-01-05T22:00:00Z'), 'Pacific/Auckland').toISOString()).toBe('2026-01-05T22:00:00.000Z');
    expect(waitUntil(params, at('2026-01-05T22:00:00Z'), 'UTC').toISOString()).toBe('2026-01-06T09:00:00.000Z');
  });
});

describe('timeZoneOf', () => {
  it('reads IANA names, also inside a label, and nothing else', () => {
    expect(timeZoneOf('Europe/Istanbul')).toBe('Europe/Istanbul');
    expect(timeZoneOf('(GMT+03:00) Europe/Istanbul')).toBe('Europe/Istanbul');
    expect(timeZoneOf('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(timeZoneOf('UTC')).toBe('UTC');
    for (const bad of ['', 'Mars/Olympus', 'soon', undefined, 3]) expect(timeZoneOf(bad)).toBeUndefined();
  });

  it('reads fixed offsets such as UTC+5:30 (Intl alone refuses them)', () => {
    expect(timeZoneOf('UTC+5:30')).toBe('UTC+5:30');
    expect(timeZoneOf('UTC+05:30')).toBe('UTC+5:30');
    expect(timeZoneOf('(GMT-03:00) Somewhere')).toBe('UTC-3');
  });
});

describe('waitUntil in a fixed offset', () => {
  it('opens the window at 09:00 UTC+5:30 (03:30 UTC) on an allowed day', () => {
    // Monday 2026-01-05 20:00 UTC + 1 h = Tuesday 02:30 at +5:30, before 09:00: Tuesday 09:00 local = 03:30 UTC
    expect(waitUntil({ ...window, AllowedDays: ['tue'] }, at('2026-01-05T20:00:00Z'), 'UTC+5:30').toISOString()).toBe('2026-01-06T03:30:00.000Z');
    // the action's own TimeZone may be a fixed offset too
    expect(waitUntil({ ...window, AllowedDays: ['tue'], TimeZone: 'UTC+5:30' }, at('2026-01-05T20:00:00Z')).toISOString()).toBe('2026-01-06T03:30:00.000Z');
    // a negative offset: Monday 20:00 UTC + 1 h = 18:00 at UTC-3, inside 09:00–19:00
    expect(waitUntil({ ...window, AllowedDays: ['mon'] }, at('2026-01-05T20:00:00Z'), 'UTC-3').toISOString()).toBe('2026-01-05T21:00:00.000Z');
  });
});
