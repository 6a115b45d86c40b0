import { IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min, MinLength } from 'class-validator';

/**
 * The journeys' SendSMS action: one message to one subscriber of a list, through the same queue, provider, events
 * and reports as SMS campaigns. Each action has its own SMS campaign (created on first use, status Active), so
 * its messages are reported by the smscampaign reads. The same `requestKey` again answers the first message.
 */
export class SmsSendOneRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) listId!: number;
  @IsInt() @Min(1) subscriberId!: number;
  /** the custom field of the list holding the number */
  @IsInt() @Min(1) phoneFieldId!: number;
  /** the text, merge tags as in smscampaign.create (`%Subscriber:CustomField<ID>%`, aliases, `%Link%`) */
  @IsString() @MinLength(1) @MaxLength(1600) message!: string;
  @IsString() @MinLength(1) @MaxLength(64) senderId!: string;
  /** http(s) URL behind `%Link%` */
  @IsOptional() @IsString() @Matches(/^https?:\/\/\S+$/i) linkUrl?: string;
  /** two-letter country of numbers written without a country code (default SMS_DEFAULT_COUNTRY) */
  @IsOptional() @IsString() @Length(2, 2) defaultCountry?: string;
  @IsInt() @Min(1) journeyId!: number;
  @IsInt() @Min(1) actionId!: number;
  /** unique per send (the journey run's step): a redelivered query queues nothing new */
  @IsString() @MinLength(1) @MaxLength(200) requestKey!: string;
}

export interface SmsSendOneReply {
  /** the message (QueueID); null when the subscriber is not a Subscribed member of the list (nothing recorded) */
  queueId: number | null;
  /** the SMS campaign of the journey action */
  smsCampaignId: number;
  /** 'Queued', or 'Rejected' / 'Suppressed' with `skipReason` (missing_number, invalid_number, suppressed) */
  status: 'Queued' | 'Rejected' | 'Suppressed' | 'NotSubscribed';
  skipReason: string | null;
}
