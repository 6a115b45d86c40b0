import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

/**
 * The Subscribed members of one list whose date falls on a day: autoresponders' OnSubscriberDate. `field` is
 * `SubscriptionDate` or `CustomField<id>` (a custom field of the list or a global one, read as a date). Monthly
 * matches the day of the month, yearly the day and month; a date on a day the month lacks (the 31st, 29 February)
 * matches its last day. Another user's list answers nobody. Keyset pages in subscriber id order.
 */
export class SubscribersOnDateRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) listId!: number;
  @IsString() @Matches(/^(SubscriptionDate|CustomField\d{1,15})$/) field!: string;
  /** the day, `YYYY-MM-DD` (UTC) */
  @IsString() @Matches(/^\d{4}-\d{2}-\d{2}$/) date!: string;
  @IsBoolean() monthly!: boolean;
  @IsOptional() @IsInt() @Min(0) afterSubscriberId?: number;
  @IsOptional() @IsInt() @Min(1) @Max(5_000) limit?: number;
}

export interface SubscribersOnDateReply {
  members: { subscriberId: number; emailAddress: string }[];
  /** absent on the last page */
  nextAfterSubscriberId?: number;
}
