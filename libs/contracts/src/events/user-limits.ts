/** accounts answers `accounts.q.user.limits` with the caller's group limits; null = unlimited. */
export interface UserLimitsRequest {
  userId: number;
}

export interface UserLimitsReply {
  userId: number;
  userGroupId: number;
  /** Untrusted users' campaigns wait for approval (campaigns asks before a campaign moves towards sending) */
  reputationLevel: 'Trusted' | 'Untrusted';
  limits: {
    lists: number | null;
    subscribers: number | null;
    senderDomains: number | null;
    maxSendPerMinute: number | null;
    maxSendPerHour: number | null;
    maxSendPerDay: number | null;
    monthlyGateway: number | null;
    lifetimeGateway: number | null;
  };
}

/** @deprecated use UsageReportedPayload (Events.UsageReported) */
export type { UsageReportedPayload as UsageReportedEvent } from '../accounts/account-events';
