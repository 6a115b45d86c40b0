import { type CommandError, NO_USER_LIMITS, type UserLimitsReply } from '@mail/contracts';

import { checkSendLimits, hasSendLimits } from './send-limits';

const none: UserLimitsReply['limits'] = NO_USER_LIMITS;
const sent = { minute: 2, hour: 5, day: 9, month: 20, all: 40 };
const code = (limits: typeof none) => {
  try {
    checkSendLimits(limits, sent);
    return 0;
  } catch (error) {
    return (error as CommandError).failure.errors[0].code;
  }
};

describe(checkSendLimits.name, () => {
  it('lets everything through without limits (null or 0)', () => {
    expect(hasSendLimits(none)).toBe(false);
    expect(code({ ...none, monthlyGateway: 0 })).toBe(0);
  });

  it('answers 17 (monthly or lifetime) and 429 at the limit', () => {
    expect(code({ ...none, monthlyGateway: 20 })).toBe(17);
    expect(code({ ...none, monthlyGateway: 21 })).toBe(0);
    expect(code({ ...none, lifetimeGateway: 40 })).toBe(17);
    expect(code({ ...none, maxSendPerMinute: 2 })).toBe(429);
    expect(code({ ...none, maxSendPerDay: 9 })).toBe(429);
  });
});
