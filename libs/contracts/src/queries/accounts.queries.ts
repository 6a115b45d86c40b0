import { IsInt, IsOptional, IsString, Min } from 'class-validator';

import type { AuthContext } from '../bus-envelope';

/** Credentials the edge found on a request, sent to accounts for resolution. */
export class AuthResolveRequest {
  @IsOptional() @IsString() apiKey?: string;
  @IsOptional() @IsString() sessionId?: string;
  @IsOptional() @IsString() adminApiKey?: string;
  @IsOptional() @IsString() bearer?: string;
  @IsString() ip!: string;
}

export type AuthResolveReply =
  { ok: true; auth: AuthContext; /** seconds the edge may cache this */ ttl: number } | { ok: false; code: 99998 | 99999; message: string };

/** accounts answers with the caller's group limits; null = unlimited. */
export class UserLimitsRequest {
  @IsInt() @Min(1) userId!: number;
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
    /** messages a month from the default sender domain (GroupInfo DefaultSenderDomainMonthlyLimit) */
    defaultSenderDomainMonthly: number | null;
  };
  /** the sender domain the group's limit above applies to ('' when the group has none): the user's DefaultSenderDomain, else the group's */
  defaultSenderDomain: string;
}

/** Every limit unlimited: what a user without a group has (and what services assume when accounts gives none). */
export const NO_USER_LIMITS: Readonly<UserLimitsReply['limits']> = Object.freeze({
  lists: null,
  subscribers: null,
  senderDomains: null,
  maxSendPerMinute: null,
  maxSendPerHour: null,
  maxSendPerDay: null,
  monthlyGateway: null,
  lifetimeGateway: null,
  defaultSenderDomainMonthly: null,
});

/** A health query asks nothing. */
export class HealthRequest {}

/** What a bulk sender needs about the user (campaigns asks once per send run). */
export class UserSendingProfileRequest {
  @IsInt() @Min(1) userId!: number;
}

/**
 * The User merge-tag fields, CustomEmailHeaders (one `Name: value` per line) and WhiteListedEmailAddresses
 * (lower-cased, never suppressed).
 */
export interface UserSendingProfileReply {
  userId: number;
  /** `%User:<Name>%` values: FirstName, LastName, EmailAddress, CompanyName, Website, Street, City, State, Zip, Country, Phone, Fax, TimeZone */
  fields: Record<string, string>;
  customEmailHeaders: string;
  whiteListedEmailAddresses: string[];
}
