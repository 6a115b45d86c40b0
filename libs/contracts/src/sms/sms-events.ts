import { IsInt, IsOptional, IsString } from 'class-validator';

/**
 * A STOP-type SMS reply (sms): the number is suppressed for the user's SMS campaigns, and lists unsubscribes the
 * subscriber the answered message went to, in the campaign's list (a journey's SendSMS campaign has its list too).
 */
export class SmsOptedOutPayload {
  @IsInt() userId!: number;
  @IsInt() listId!: number;
  /** absent when the message had no subscriber (nothing to unsubscribe in lists) */
  @IsOptional() @IsInt() subscriberId?: number;
  /** the number that replied, E.164 */
  @IsString() phoneNumber!: string;
  @IsInt() smsCampaignId!: number;
  /** UTC, `YYYY-MM-DD HH:MM:SS`: when the reply was received */
  @IsString() occurredAt!: string;
}
