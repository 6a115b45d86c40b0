/** accounts answers `accounts.q.user.limits` with the caller's group limits; null = unlimited. */
export interface UserLimitsRequest {
  userId: number;
}

export interface UserLimitsReply {
  userId: number;
  userGroupId: number;
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

/**
 * accounts answers `accounts.q.user.sending-profile` with what a bulk sender needs about the user: the User
 * merge-tag fields, CustomEmailHeaders (one `Name: value` per line) and WhiteListedEmailAddresses (lower-cased,
 * never suppressed).
 */
export interface UserSendingProfileRequest {
  userId: number;
}

export interface UserSendingProfileReply {
  userId: number;
  /** `%User:<Name>%` values: FirstName, LastName, EmailAddress, CompanyName, Website, Street, City, State, Zip, Country, Phone, Fax, TimeZone */
  fields: Record<string, string>;
  customEmailHeaders: string;
  whiteListedEmailAddresses: string[];
}
