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

/** user.stats asks lists for one user's lists with their active subscribers, and new subscribers per period in [start, end). */
export class UserListStatsRequest {
  @IsInt() @Min(1) userId!: number;
  @IsString() @Matches(ISO_INSTANT) start!: string;
  @IsString() @Matches(ISO_INSTANT) end!: string;
  @IsIn(USAGE_AGGREGATIONS) aggregation!: UsageAggregation;
}

export interface UserListStatsReply {
  lists: { listId: number; activeSubscribers: number }[];
  /** subscribers added per period start (`YYYY-MM-DD`), periods without any left out */
  newSubscribersByPeriod: Record<string, number>;
}

/** user.stats asks campaigns for one user's opens per period in [start, end) and each list's engagement over the last 30 days. */
export class UserEngagementRequest {
  @IsInt() @Min(1) userId!: number;
  @IsString() @Matches(ISO_INSTANT) start!: string;
  @IsString() @Matches(ISO_INSTANT) end!: string;
  @IsIn(USAGE_AGGREGATIONS) aggregation!: UsageAggregation;
}

export interface UserEngagementReply {
  /** opens (not by bots) per period start */
  opensByPeriod: Record<string, number>;
  /** per list, over recipients sent in the last 30 days: sent, and how many of them opened, clicked, forwarded, viewed in a browser */
  lists30d: { listId: number; sent: number; opens: number; clicks: number; forwards: number; views: number }[];
}
