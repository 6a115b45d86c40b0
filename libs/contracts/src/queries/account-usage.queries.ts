import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';

/** the period sizes a usage series is grouped by (UTC; a week starts on Monday) */
export const USAGE_AGGREGATIONS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type UsageAggregation = (typeof USAGE_AGGREGATIONS)[number];

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** accounts asks lists for the audience totals of some users (all users with lists when `userIds` is omitted). */
export class UsersAudienceTotalsRequest {
  @IsOptional() @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) userIds?: number[];
}

export interface UserAudienceTotals {
  userId: number;
  /** every list of the user */
  lists: number;
  /** lists that are not archived (lists has no archive: the same number) */
  activeLists: number;
  /** subscribed and not hard-bounced, over the active lists */
  activeSubscribers: number;
  /** segments of the active lists */
  segments: number;
}

export interface UsersAudienceTotalsReply {
  /** one row per user that has at least one list */
  users: UserAudienceTotals[];
}

/**
 * accounts asks campaigns what some users sent in [start, end): emails (campaign recipients, autoresponder and
 * journey mails) grouped by period start, and campaign runs finished. All users with sends when `userIds` is omitted.
 */
export class UsersSendsRequest {
  @IsOptional() @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) userIds?: number[];
  /** ISO instants, UTC (`2026-01-01T00:00:00.000Z`), end exclusive */
  @IsString() @Matches(ISO_INSTANT) start!: string;
  @IsString() @Matches(ISO_INSTANT) end!: string;
  @IsIn(USAGE_AGGREGATIONS) aggregation!: UsageAggregation;
}

export interface UserSends {
  userId: number;
  /** emails sent per period start (`YYYY-MM-DD`), periods without sends left out */
  emailsByPeriod: Record<string, number>;
  emailsSent: number;
  /** campaign runs that finished in the range */
  campaignsSent: number;
}

export interface UsersSendsReply {
  users: UserSends[];
}

/** accounts asks a service how many of its product features a user has (user.usage.get's Features). */
export class UserFeatureCountsRequest {
  @IsInt() @Min(1) userId!: number;
}

export interface UserFeatureCountsReply {
  /** feature name (the vendor's: Campaigns, AutoResponders, Journeys, SendingDomains, EmailGatewayAPIKeys) → counts */
  features: Record<string, { count: number; active?: number }>;
}
