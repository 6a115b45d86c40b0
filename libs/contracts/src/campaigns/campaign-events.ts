import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Min } from 'class-validator';

import { defineEvent, type EventDefinition, type PayloadClass } from '../events/define-event';
import { Events } from '../events/domain-events';

/**
 * The events the campaigns service publishes, with its own (strict) payload classes.
 *
 * Delivered (in batches), opened, clicked and bounced are the events the lists service already consumes (Events.Email*,
 * payload classes in ../lists/consumed-events.ts): same subjects, same versions, and payloads that carry every
 * field the consumer classes read, made required here because campaigns always knows them. A consumer keeps its
 * lenient class (other producers may know less); the producer publishes through these definitions, so the
 * compiler and the outbox hold it to the full payload. Complained is new.
 *
 * An unsubscription through a campaign is not a campaigns event: lists owns subscription state, so campaigns
 * asks lists (Subscriber.Unsubscribe with CampaignID and EmailID) and lists publishes Events.SubscriberUnsubscribed
 * carrying campaignId and emailId, which campaigns consumes for its statistics like journeys do for their triggers.
 */

/** What every campaign email event says: whose campaign, which email, which subscriber of which list, and when. */
export class CampaignEmailEventPayload {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) campaignId!: number;
  @IsInt() @Min(1) emailId!: number;
  @IsInt() @Min(1) listId!: number;
  @IsInt() @Min(1) subscriberId!: number;
  @IsString() emailAddress!: string;
  /** UTC, `YYYY-MM-DD HH:MM:SS` (the spec's timestamp) */
  @IsString() occurredAt!: string;
}

/**
 * The SMTP server accepted the messages of one delivery batch (one email, one send run): lists records their
 * deliveries in one statement, where one event per recipient cost a transaction each.
 */
export class CampaignEmailsDeliveredPayload {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) campaignId!: number;
  @IsInt() @Min(1) emailId!: number;
  /** the lists consumer's delivery kind: always a campaign delivery here */
  @IsIn(['campaign']) kind!: 'campaign';
  /** UTC, `YYYY-MM-DD HH:MM:SS` (the spec's timestamp) */
  @IsString() occurredAt!: string;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) subscriberIds!: number[];
}

/** Opens and clicks from machines (mail privacy proxies, security scanners) are published flagged, never dropped. */
class EngagementPayload extends CampaignEmailEventPayload {
  @IsBoolean() machine!: boolean;
  @IsOptional() @IsString() ipAddress?: string;
  @IsOptional() @IsString() userAgent?: string;
}

export class CampaignEmailOpenedPayload extends EngagementPayload {}

export class CampaignEmailClickedPayload extends EngagementPayload {
  /** the original URL of the clicked link */
  @IsString() url!: string;
  @IsOptional() @IsInt() linkId?: number;
}

export class CampaignEmailBouncedPayload extends CampaignEmailEventPayload {
  @IsIn(['Hard', 'Soft']) bounceType!: 'Hard' | 'Soft';
  /** enhanced status code of the DSN or provider notification, e.g. `5.1.1` */
  @IsOptional() @IsString() status?: string;
  @IsOptional() @IsString() diagnostic?: string;
  /** 'dsn' (a bounce at the VERP address) or 'webhook' (a provider notification) */
  @IsIn(['dsn', 'webhook']) source!: 'dsn' | 'webhook';
}

/**
 * An event about one message: a campaign's, or a journey's (`journeyId` and `actionId` instead of `campaignId`), so
 * journeys can count it in that SendEmail action's Stats.
 */
export class EmailMessageEventPayload {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) listId!: number;
  @IsInt() @Min(1) subscriberId!: number;
  @IsString() emailAddress!: string;
  @IsOptional() @IsInt() campaignId?: number;
  @IsOptional() @IsInt() emailId?: number;
  @IsOptional() @IsInt() journeyId?: number;
  @IsOptional() @IsInt() actionId?: number;
  @IsString() occurredAt!: string;
}

/** A person opened a message's web view ("view in browser"; link checkers and machines are not published). */
export class EmailViewedPayload extends EmailMessageEventPayload {}

/** The recipient unsubscribed through the message's unsubscribe link (the unsubscription itself is lists'). */
export class EmailUnsubscribedPayload extends EmailMessageEventPayload {}

/** The recipient reported the message as spam (an ARF feedback-loop report or a provider notification). */
export class CampaignEmailComplainedPayload extends EmailMessageEventPayload {
  @IsIn(['feedback-loop', 'webhook']) source!: 'feedback-loop' | 'webhook';
  @IsOptional() @IsString() feedbackType?: string;
}

/**
 * A tracked conversion (tracking's ConversionTracked) attributed to the campaign email whose link the subscriber
 * clicked last, within the attribution window: journeys' EmailConversion trigger.
 */
export class CampaignEmailConvertedPayload extends EmailMessageEventPayload {
  @IsString() conversionId!: string;
  @IsString() conversionName!: string;
  @IsNumber() value!: number;
}

/** The same event (subject and version) with the producer's payload class, which must satisfy the consumer's. */
function publishedAs<C extends object, P extends C, S extends string>(event: EventDefinition<C, S>, payload: PayloadClass<P>): EventDefinition<P, S> {
  return Object.freeze({ subject: event.subject, version: event.version, payload });
}

export const CampaignEvents = {
  EmailsDelivered: publishedAs(Events.EmailsDelivered, CampaignEmailsDeliveredPayload),
  EmailOpened: publishedAs(Events.EmailOpened, CampaignEmailOpenedPayload),
  EmailClicked: publishedAs(Events.EmailClicked, CampaignEmailClickedPayload),
  EmailBounced: publishedAs(Events.EmailBounced, CampaignEmailBouncedPayload),
  EmailComplained: defineEvent('campaigns.email.complained', 1, CampaignEmailComplainedPayload),
  EmailViewed: defineEvent('campaigns.email.viewed', 1, EmailViewedPayload),
  EmailConverted: defineEvent('campaigns.email.converted', 1, CampaignEmailConvertedPayload),
  EmailUnsubscribed: defineEvent('campaigns.email.unsubscribed', 1, EmailUnsubscribedPayload),
} as const;
