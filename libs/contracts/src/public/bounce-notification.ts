import { IsIn, IsInt, IsOptional, IsPositive, IsString, MaxLength } from 'class-validator';

/**
 * One provider notification on `POST /webhooks/bounces` (docs/services/campaigns.md): the body is one of these
 * or an array of at most BOUNCE_NOTIFICATIONS_MAX, signed with BOUNCE_WEBHOOK_SECRET.
 */
export class BounceNotification {
  @IsIn(['bounce', 'complaint']) type!: 'bounce' | 'complaint';
  /** the address that bounced or complained */
  @IsString() @MaxLength(320) email!: string;
  /** the campaign the message belonged to (with `email` or `messageId`) */
  @IsOptional() @IsInt() @IsPositive() campaignId?: number;
  /** the Message-ID header of the message (with `campaignId`) */
  @IsOptional() @IsString() @MaxLength(998) messageId?: string;
  /** the message's envelope sender (`bounces+<token>@…`): identifies the recipient on its own */
  @IsOptional() @IsString() @MaxLength(998) returnPath?: string;
  /** bounces: Hard (default) or Soft */
  @IsOptional() @IsIn(['Hard', 'Soft']) bounceType?: 'Hard' | 'Soft';
  /** the provider's reason, kept with the event */
  @IsOptional() @IsString() @MaxLength(1000) reason?: string;
}

export const BOUNCE_NOTIFICATIONS_MAX = 100;
