import { ArrayMaxSize, IsArray, IsEmail, IsInt, IsOptional, IsString, Min, MinLength } from 'class-validator';

/**
 * journeys' SendEmail action: campaigns renders the user's email for one subscriber of the list (their own field
 * values, as a campaign would) and sends it through its mailer, at most once per `idempotencyKey`.
 */
export class JourneyEmailSendRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) emailId!: number;
  @IsInt() @Min(1) listId!: number;
  @IsInt() @Min(1) subscriberId!: number;
  /** the same key on a retried step: the email is sent once */
  @IsString() @MinLength(1) idempotencyKey!: string;
  @IsOptional() @IsInt() journeyId?: number;
  /** the SendEmail action: opens and clicks of the message are attributed to it (and to the journey) */
  @IsOptional() @IsInt() actionId?: number;
  /** the action's CC and BCC addresses, copied on the message */
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsEmail({}, { each: true }) cc?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsEmail({}, { each: true }) bcc?: string[];
  @IsOptional() @IsString() fromName?: string;
  @IsOptional() @IsString() fromEmail?: string;
  @IsOptional() @IsString() replyToName?: string;
  @IsOptional() @IsString() replyToEmail?: string;
  /** the action's SenderDomainID (a gateway sender domain of the user): completes the From address and signs the message with its DKIM key */
  @IsOptional() @IsInt() @Min(1) senderDomainId?: number;
  /** an autoresponder's delivery (campaigns' own engine): the delivery is recorded as "auto responder delivery" activity */
  @IsOptional() @IsInt() @Min(1) autoResponderId?: number;
}

export interface JourneyEmailSendReply {
  /**
   * sent now; false when it was sent before (`duplicate`), could not be ('email-not-found', 'not-deliverable') or is
   * held back by the user's send limits ('send-limit': nothing was sent or recorded, ask again after `retryAfterMs`)
   */
  sent: boolean;
  duplicate?: boolean;
  reason?: 'email-not-found' | 'not-deliverable' | 'send-limit';
  /** with 'send-limit': when the exhausted window (minute, hour, day, month) opens again */
  retryAfterMs?: number;
  messageId?: string;
}

/**
 * journeys' journey.copytouser (administrators): campaigns copies each of the source user's emails into the target
 * user's account (content as it is, the name kept; the template link and the sender domain, which are the source
 * account's, emptied; attachments not copied), each id once. Ids the source user does not have are left out.
 */
export class JourneyEmailsCopyRequest {
  @IsInt() @Min(1) sourceUserId!: number;
  @IsInt() @Min(1) targetUserId!: number;
  @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) emailIds!: number[];
}

export interface JourneyEmailsCopyReply {
  copied: { sourceEmailId: number; newEmailId: number }[];
}
