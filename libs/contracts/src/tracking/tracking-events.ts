import { IsIn, IsInt, IsNumber, IsOptional, IsString } from 'class-validator';

/**
 * A conversion tracked on a list (event.track or the browser tracker): lists adds the value to the
 * subscriber's TotalRevenue; campaigns attributes it. `subscriberId` is absent when no subscriber matched.
 */
export class ConversionTrackedPayload {
  @IsInt() userId!: number;
  @IsInt() listId!: number;
  @IsOptional() @IsInt() subscriberId?: number;
  @IsOptional() @IsString() emailAddress?: string;
  @IsString() trackerUuid!: string;
  @IsString() conversionId!: string;
  @IsString() conversionName!: string;
  @IsNumber() value!: number;
  @IsString() occurredAt!: string;
}

/** An inbound call of a user webhook (`/system/webhook/<HashedID>/...`) that subscribed or unsubscribed a contact. */
export class UserWebhookCalledPayload {
  @IsInt() userId!: number;
  @IsInt() webhookId!: number;
  @IsInt() listId!: number;
  @IsIn(['Subscription', 'Unsubscription']) event!: 'Subscription' | 'Unsubscription';
  @IsString() emailAddress!: string;
  /** Unsubscription with UnsubscribeAll: every list the contact was removed from */
  @IsOptional() @IsInt({ each: true }) listIds?: number[];
  @IsString() occurredAt!: string;
}
