import type { UserGroupRow } from '../../groups/user-group.row';
import { effectiveLimits } from './effective-limits';

const group = {
  id: 3,
  limit_lists: 10,
  limit_subscribers: 1000,
  limit_sender_domains: 2,
  max_send_per_minute: 5,
  max_send_per_hour: 100,
  max_send_per_day: null,
  limit_monthly: 5000,
  limit_lifetime: null,
  default_sender_domain: 'Mail.Example.com',
  default_sender_domain_monthly_limit: 300,
} as UserGroupRow;

describe('effective limits', () => {
  it('takes the group limits, null meaning unlimited', () => {
    expect(effectiveLimits({ id: 1, rel_user_group_id: 3, rate_limits: {}, reputation_level: 'Trusted' }, group).limits).toEqual({
      lists: 10,
      subscribers: 1000,
      senderDomains: 2,
      maxSendPerMinute: 5,
      maxSendPerHour: 100,
      maxSendPerDay: null,
      monthlyGateway: 5000,
      lifetimeGateway: null,
      defaultSenderDomainMonthly: 300,
    });
  });

  it('names the default sender domain: the user’s own when the group has one, else the group’s', () => {
    const user = { id: 1, rel_user_group_id: 3, rate_limits: {}, reputation_level: 'Trusted' as const };
    expect(effectiveLimits(user, group).defaultSenderDomain).toBe('mail.example.com');
    expect(effectiveLimits({ ...user, preferences: { DefaultSenderDomain: 'News.Example.org' } }, group).defaultSenderDomain).toBe('news.example.org');
    const without = { ...group, default_sender_domain: '', default_sender_domain_monthly_limit: 0 };
    expect(effectiveLimits({ ...user, preferences: { DefaultSenderDomain: 'news.example.org' } }, without)).toMatchObject({
      defaultSenderDomain: '',
      limits: { defaultSenderDomainMonthly: null },
    });
  });

  it('lets the user’s own rate limits win', () => {
    const reply = effectiveLimits(
      { id: 1, rel_user_group_id: 3, rate_limits: { MaxSendPerMinute: 50, MaxSendPerDay: 9 }, reputation_level: 'Untrusted' },
      group,
    );
    expect(reply.limits).toMatchObject({ maxSendPerMinute: 50, maxSendPerHour: 100, maxSendPerDay: 9 });
    expect(reply).toMatchObject({ userId: 1, userGroupId: 3, reputationLevel: 'Untrusted' });
  });

  it('is all-unlimited without a group', () => {
    expect(
      Object.values(effectiveLimits({ id: 1, rel_user_group_id: 9, rate_limits: {}, reputation_level: 'Trusted' }, undefined).limits).every((v) => v === null),
    ).toBe(true);
  });
});
