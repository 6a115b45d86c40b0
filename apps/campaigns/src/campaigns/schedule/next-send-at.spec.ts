import { cronOf, futureSendAt, nextRecurrence, nextSendAt, type Schedule } from './next-send-at';

const recursive = (over: Partial<Schedule>): Schedule => ({
  type: 'Recursive',
  sendDate: '',
  sendTime: '',
  zone: 'UTC',
  daysOfWeek: [],
  daysOfMonth: [0],
  months: [0],
  hours: [9],
  minutes: [0],
  maxInstances: 0,
  sentInstances: 0,
  ...over,
});
const iso = (d: Date | null) => d?.toISOString();

describe('futureSendAt', () => {
  it('reads the date and time in the schedule’s zone', () => {
    expect(iso(futureSendAt('2027-01-15', '09:30', 'Europe/Berlin'))).toBe('2027-01-15T08:30:00.000Z');
    expect(iso(futureSendAt('2027-07-15', '09:30', 'Europe/Berlin'))).toBe('2027-07-15T07:30:00.000Z');
    expect(iso(futureSendAt('2027-07-15', '09:30:15', 'America/New_York'))).toBe('2027-07-15T13:30:15.000Z');
  });

  it('moves a time skipped by the start of daylight saving time forward by the gap', () => {
    // 2027-03-28 02:30 does not exist in Berlin (clocks jump from 02:00 to 03:00)
    expect(iso(futureSendAt('2027-03-28', '02:30', 'Europe/Berlin'))).toBe('2027-03-28T01:30:00.000Z');
  });

  it('takes the first of the two 02:30s when daylight saving time ends', () => {
    expect(iso(futureSendAt('2027-10-31', '02:30', 'Europe/Berlin'))).toBe('2027-10-31T00:30:00.000Z');
  });
});

describe('nextSendAt', () => {
  const now = new Date('2027-01-01T12:00:00Z');

  it('is now for Immediate and never for Not Scheduled', () => {
    expect(nextSendAt({ ...recursive({}), type: 'Immediate' }, now)).toBe(now);
    expect(nextSendAt({ ...recursive({}), type: 'Not Scheduled' }, now)).toBeNull();
  });

  it('is the date and time in the zone for Future', () => {
    expect(iso(nextSendAt({ ...recursive({}), type: 'Future', sendDate: '2027-02-01', sendTime: '08:00', zone: 'Asia/Tokyo' }, now))).toBe(
      '2027-01-31T23:00:00.000Z',
    );
  });
});

describe('nextRecurrence', () => {
  it('fires on the named weekdays (1 = Monday, 7 = Sunday) at the hours and minutes, in the zone', () => {
    const schedule = recursive({ daysOfWeek: [1, 5], daysOfMonth: [], hours: [9], minutes: [0, 30], zone: 'America/New_York' });
    // Friday 2027-01-01 12:00 UTC is 07:00 in New York
    const first = nextRecurrence(schedule, new Date('2027-01-01T12:00:00Z'));
    expect(iso(first)).toBe('2027-01-01T14:00:00.000Z');
    expect(iso(nextRecurrence(schedule, first!))).toBe('2027-01-01T14:30:00.000Z');
    expect(iso(nextRecurrence(schedule, new Date('2027-01-01T14:30:00Z')))).toBe('2027-01-04T14:00:00.000Z');
    expect(iso(nextRecurrence({ ...schedule, daysOfWeek: [7] }, new Date('2027-01-01T12:00:00Z')))).toBe('2027-01-03T14:00:00.000Z');
  });

  it('fires on the named days of the named months, skipping months without that day', () => {
    const schedule = recursive({ daysOfMonth: [31], months: [0], hours: [6], minutes: [15] });
    const first = nextRecurrence(schedule, new Date('2027-01-01T00:00:00Z'))!;
    expect(iso(first)).toBe('2027-01-31T06:15:00.000Z');
    expect(iso(nextRecurrence(schedule, first))).toBe('2027-03-31T06:15:00.000Z');
    expect(iso(nextRecurrence(recursive({ daysOfMonth: [1], months: [6, 12] }), new Date('2027-01-01T10:00:00Z')))).toBe('2027-06-01T09:00:00.000Z');
  });

  it('keeps the local hour across daylight saving time changes', () => {
    const schedule = recursive({ hours: [9], zone: 'Europe/Berlin' });
    expect(iso(nextRecurrence(schedule, new Date('2027-03-27T09:00:00Z')))).toBe('2027-03-28T07:00:00.000Z');
    expect(iso(nextRecurrence(schedule, new Date('2027-10-30T09:00:00Z')))).toBe('2027-10-31T08:00:00.000Z');
  });

  it('fires once in the skipped hour’s place on the day daylight saving time starts', () => {
    const schedule = recursive({ hours: [2], minutes: [30], zone: 'Europe/Berlin' });
    expect(iso(nextRecurrence(schedule, new Date('2027-03-27T12:00:00Z')))).toBe('2027-03-28T01:30:00.000Z');
  });

  it('stops after the maximum number of instances (0 = unlimited)', () => {
    expect(nextRecurrence(recursive({ maxInstances: 2, sentInstances: 2 }), new Date())).toBeNull();
    expect(nextRecurrence(recursive({ maxInstances: 2, sentInstances: 1 }), new Date())).not.toBeNull();
    expect(nextRecurrence(recursive({ maxInstances: 0, sentInstances: 500 }), new Date())).not.toBeNull();
  });

  it('builds a cron expression where 0 means every, and days of week or month alone leave the other open', () => {
    expect(cronOf({ minutes: [0, 30], hours: [9], daysOfMonth: [], months: [0], daysOfWeek: [1, 7] })).toBe('0,30 9 * * 1,7');
    expect(cronOf({ minutes: [5], hours: [0, 12], daysOfMonth: [1, 15], months: [3], daysOfWeek: [] })).toBe('5 0,12 1,15 3 *');
    expect(cronOf({ minutes: [5], hours: [1], daysOfMonth: [0], months: [0], daysOfWeek: [0] })).toBe('5 1 * * *');
  });
});
