import { admissionRoom, admitsThroughQueue, rateLimitsOf, runCriteriaOf } from './run-criteria';

const now = new Date('2026-01-05T10:20:00Z');

describe('admission', () => {
  it('reads the entry settings from the trigger parameters', () => {
    expect(runCriteriaOf({ RunCriteria: [], ListID: 0 })).toBeUndefined();
    expect(runCriteriaOf({ RunCriteria: [[{ type: 'fields' }]], RunCriteriaOperator: 'or' })).toEqual({ rulesJson: [[{ type: 'fields' }]], operator: 'or' });
    expect(rateLimitsOf({ RateLimitHourly: 0 })).toBeUndefined();
    expect(rateLimitsOf({ RateLimitDaily: 5 })).toEqual({ daily: 5 });
    expect(admitsThroughQueue({ ListID: 3 })).toBe(false);
    expect(admitsThroughQueue({ RateLimitHourly: 1 })).toBe(true);
  });

  it('leaves the room the hourly and daily limits allow, the smaller of the two', () => {
    expect(admissionRoom({ hourly: 10, daily: 100 }, { hour: 4, day: 97 }, now)).toEqual({ room: 3 });
    expect(admissionRoom({ hourly: 10 }, { hour: 4, day: 500 }, now)).toEqual({ room: 6 });
  });

  it('a full hour resumes at the next UTC hour, a full day at the next UTC midnight (the later when both are full)', () => {
    expect(admissionRoom({ hourly: 2 }, { hour: 2, day: 2 }, now)).toEqual({ room: 0, resumeAt: new Date('2026-01-05T11:00:00Z') });
    expect(admissionRoom({ hourly: 2, daily: 5 }, { hour: 1, day: 5 }, now)).toEqual({ room: 0, resumeAt: new Date('2026-01-06T00:00:00Z') });
    expect(admissionRoom({ hourly: 2, daily: 5 }, { hour: 3, day: 6 }, now)).toEqual({ room: 0, resumeAt: new Date('2026-01-06T00:00:00Z') });
  });
});
