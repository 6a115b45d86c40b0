import type { UserLimitsReply } from '@mail/contracts';

import type { UserGroupRow } from '../../groups/user-group.row';
import type { UserRow } from '../../users/user.row';

/** Group limits with the user's own send-rate overrides (User.Update `RateLimits`) on top. null = unlimited. */
export function effectiveLimits(
  user: Pick<UserRow, 'id' | 'rel_user_group_id' | 'rate_limits' | 'reputation_level'> & Partial<Pick<UserRow, 'preferences'>>,
  group: UserGroupRow | undefined,
): UserLimitsReply {
  const own = user.rate_limits ?? {};
  const pick = (override: number | undefined, fallback: number | null | undefined) =>
    override !== undefined && override !== null ? Number(override) : (fallback ?? null);
  return {
    userId: user.id,
    userGroupId: user.rel_user_group_id,
    reputationLevel: user.reputation_level === 'Untrusted' ? 'Untrusted' : 'Trusted',
    limits: {
      lists: group?.limit_lists ?? null,
      subscribers: group?.limit_subscribers ?? null,
      senderDomains: group?.limit_sender_domains ?? null,
      maxSendPerMinute: pick(own.MaxSendPerMinute, group?.max_send_per_minute),
      maxSendPerHour: pick(own.MaxSendPerHour, group?.max_send_per_hour),
      maxSendPerDay: pick(own.MaxSendPerDay, group?.max_send_per_day),
      monthlyGateway: group?.limit_monthly ?? null,
      lifetimeGateway: group?.limit_lifetime ?? null,
      defaultSenderDomainMonthly: group?.default_sender_domain_monthly_limit || null,
    },
    defaultSenderDomain: defaultSenderDomain(user.preferences, group),
  };
}

/** The user's DefaultSenderDomain takes effect only when the group has a sender domain of its own (User.Update). */
function defaultSenderDomain(preferences: Record<string, unknown> | undefined, group: UserGroupRow | undefined): string {
  const groupDomain = (group?.default_sender_domain ?? '').trim().toLowerCase();
  if (!groupDomain) return '';
  const own = preferences?.DefaultSenderDomain;
  return typeof own === 'string' && own.trim() ? own.trim().toLowerCase() : groupDomain;
}
