import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';

/**
 * A STOP-type SMS reply (sms): the number is suppressed for the user's SMS campaigns, and lists opts out the
 * subscriber the answered message went to as the campaign's list says (its OptOutScope), answering with
 * SmsOptOutApplied (a journey's SendSMS campaign has its list too).
 */
export class SmsOptedOutPayload {
  @IsInt() userId!: number;
  @IsInt() listId!: number;
  /** absent when the message had no subscriber (nothing to unsubscribe in lists) */
  @IsOptional() @IsInt() subscriberId?: number;
  /** the number that replied, E.164 */
  @IsString() phoneNumber!: string;
  @IsInt() smsCampaignId!: number;
  /** the reply (InboundID) whose OptOutScope and UnsubscribeStatus SmsOptOutApplied fills; absent from older events */
  @IsOptional() @IsInt() replyId?: number;
  /** UTC, `YYYY-MM-DD HH:MM:SS`: when the reply was received */
  @IsString() occurredAt!: string;
}

/** the scopes of a list's opt-out (List.Update `OptOutScope`) */
export const SMS_OPT_OUT_SCOPES = ['This list', 'All lists'] as const;
/**
 * What lists did with the subscriber: Unsubscribed (by this reply), AlreadyUnsubscribed (from the campaign's list
 * before; the scope still applied), NotSubscribed (the message had no subscriber, or it or its list is gone).
 */
export const SMS_UNSUBSCRIBE_STATUSES = ['Unsubscribed', 'AlreadyUnsubscribed', 'NotSubscribed'] as const;

/** lists' answer to SmsOptedOut: the reply's OptOutScope and UnsubscribeStatus, which sms shows in its replies read */
export class SmsOptOutAppliedPayload {
  @IsInt() userId!: number;
  @IsInt() smsCampaignId!: number;
  @IsInt() replyId!: number;
  /** the campaign list's OptOutScope ('This list' when its list is gone) */
  @IsIn(SMS_OPT_OUT_SCOPES) optOutScope!: (typeof SMS_OPT_OUT_SCOPES)[number];
  @IsIn(SMS_UNSUBSCRIBE_STATUSES) unsubscribeStatus!: (typeof SMS_UNSUBSCRIBE_STATUSES)[number];
  /** UTC, `YYYY-MM-DD HH:MM:SS` */
  @IsString() occurredAt!: string;
}
