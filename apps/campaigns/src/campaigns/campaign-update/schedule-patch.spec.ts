import { CommandError } from '@mail/contracts';

import type { CampaignRow } from '../campaign.row';
import { gatedStatus } from '../campaign-status.rules';
import { nextRunAfter, schedulePatch } from './schedule-patch';

const stored = (over: Partial<CampaignRow> = {}): CampaignRow =>
  ({
    schedule_type: 'Not Scheduled',
    send_date: '',
    send_time: '',
    send_time_zone: '',
    rec_days_of_week: '',
    rec_days_of_month: '',
    rec_months: '',
    rec_hours: '',
    rec_minutes: '',
    rec_max_instances: 0,
    rec_sent_instances: 0,
    ...over,
  }) as CampaignRow;
const now = new Date('2027-01-01T12:00:00Z');
const codeOf = (run: () => unknown): number | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof CommandError ? error.failure.errors[0].code : -1;
  }
  return undefined;
};

describe('schedulePatch', () => {
  it('completes a request with the stored schedule and checks the whole', () => {
    const row = stored({ schedule_type: 'Future', send_date: '2027-03-01', send_time: '10:00', send_time_zone: 'Europe/Paris' });
    const patch = schedulePatch({ sendtime: '11:15' }, row, now);
    expect(patch).toMatchObject({ schedule_type: 'Future', send_date: '2027-03-01', send_time: '11:15', send_time_zone: 'Europe/Paris' });
    expect(patch.next_send_at?.toISOString()).toBe('2027-03-01T10:15:00.000Z');
  });

  it('answers 6, 7 and 13 for a Future schedule missing its date, time or zone, and 27 when it is past', () => {
    expect(codeOf(() => schedulePatch({ scheduletype: 'Future' }, stored(), now))).toBe(6);
    expect(codeOf(() => schedulePatch({ scheduletype: 'Future', senddate: '2027-02-01' }, stored(), now))).toBe(7);
    expect(
      codeOf(() => schedulePatch({ scheduletype: 'Future', senddate: '2027-02-01', sendtime: '10:00', sendtimezone: 'Nowhere/Else' }, stored(), now)),
    ).toBe(13);
    expect(codeOf(() => schedulePatch({ scheduletype: 'Future', senddate: '2026-12-31', sendtime: '10:00', sendtimezone: 'UTC' }, stored(), now))).toBe(27);
  });

  it('answers 8 to 13 in order for a Recursive schedule completed from what is stored', () => {
    const row = stored({ schedule_type: 'Recursive', rec_days_of_week: '1', rec_months: '0', rec_hours: '9', rec_minutes: '0', send_time_zone: 'UTC' });
    expect(codeOf(() => schedulePatch({ schedulerechours: '10' }, row, now))).toBeUndefined();
    expect(codeOf(() => schedulePatch({}, { ...row, rec_days_of_week: '' }, now))).toBe(8);
    expect(codeOf(() => schedulePatch({}, { ...row, rec_months: '' }, now))).toBe(9);
    expect(codeOf(() => schedulePatch({}, { ...row, rec_hours: '' }, now))).toBe(10);
    expect(codeOf(() => schedulePatch({}, { ...row, rec_minutes: '' }, now))).toBe(11);
    expect(codeOf(() => schedulePatch({ schedulerecsendmaxinstance: 'x' }, row, now))).toBe(12);
    expect(codeOf(() => schedulePatch({}, { ...row, send_time_zone: '' }, now))).toBe(13);
  });

  it('clears next_send_at for Not Scheduled and makes Immediate due now', () => {
    expect(schedulePatch({ scheduletype: 'Not Scheduled' }, stored({ schedule_type: 'Immediate' }), now).next_send_at).toBeNull();
    expect(schedulePatch({ scheduletype: 'Immediate' }, stored(), now).next_send_at).toEqual(now);
  });
});

describe('nextRunAfter', () => {
  it('gives a Recursive campaign its next fire time until its instances are spent, and the others none', () => {
    const row = stored({
      schedule_type: 'Recursive',
      rec_days_of_month: '0',
      rec_months: '0',
      rec_hours: '9',
      rec_minutes: '0',
      rec_max_instances: 2,
      send_time_zone: 'UTC',
    });
    expect(nextRunAfter({ ...row, rec_sent_instances: 1 }, now)?.toISOString()).toBe('2027-01-02T09:00:00.000Z');
    expect(nextRunAfter({ ...row, rec_sent_instances: 2 }, now)).toBeNull();
    expect(nextRunAfter(stored({ schedule_type: 'Immediate' }), now)).toBeNull();
  });
});

describe('gatedStatus', () => {
  it('holds an Untrusted user’s unapproved campaign in Pending Approval on its way to sending', () => {
    expect(gatedStatus('Ready', 'Draft', true)).toBe('Pending Approval');
    expect(gatedStatus('Sending', 'Draft', true)).toBe('Pending Approval');
    expect(gatedStatus('Ready', 'Paused', true)).toBe('Ready');
    expect(gatedStatus('Ready', 'Draft', false)).toBe('Ready');
    expect(gatedStatus('Draft', 'Ready', true)).toBe('Draft');
  });
});
