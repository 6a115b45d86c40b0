import { waitUntil } from './wait-until';

const at = (iso: string) => new Date(iso);

describe('waitUntil', () => {
  it('adds the amount in its unit', () => {
    expect(waitUntil({ WaitUnit: 'minutes', WaitAmount: 90 }, at('2026-01-05T10:00:00Z')).toISOString()).toBe('2026-01-05T11:30:00.000Z');
    expect(waitUntil({ WaitUnit: 'days', WaitAmount: 2 }, at('2026-01-05T10:00:00Z')).toISOString()).toBe('2026-01-07T10:00:00.000Z');
  });

  it('moves into the window on an allowed day, read in the time zone', () => {
    // Monday 2026-01-05 20:00 UTC + 1 h = 21:00, after 19:00: next allowed day is Wednesday, 09:00 Berlin = 08:00 UTC
    const until = waitUntil(
      {
        WaitUnit: 'hours',
        WaitAmount: 1,
        TimeConstraintEnabled: true,
        DontSendBefore: '09:00',
        DontSendAfter: '19:00',
        AllowedDays: ['wed'],
        TimeZone: 'Europe/Berlin',
      },
      at('2026-01-05T20:00:00Z'),
    );
    expect(until.toISOString()).toBe('2026-01-07T08:00:00.000Z');
  });

  it('leaves a time already inside the window alone', () => {
    const params = { WaitUnit: 'seconds', WaitAmount: 1, TimeConstraintEnabled: true, DontSendBefore: '09:00', DontSendAfter: '19:00' };
    expect(waitUntil(params, at('2026-01-05T12:00:00Z')).toISOString()).toBe('2026-01-05T12:00:01.000Z');
  });
});
