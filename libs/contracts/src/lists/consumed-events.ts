import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, Min } from 'class-validator';

import { EVENT_BATCH } from '../events/event-batch';

/**
 * Events the lists service consumes to build subscriber activity (Email*, Journey*, WebsiteEventTracked).
 * Producers may add fields; these are the ones lists reads. Subscriber identity is `subscriberId` + `listId`,
 * or `emailAddress` + `listId` when the producer only knows the address.
 */
export class SubscriberRef {
  @IsOptional() @IsInt() userId?: number;
  @IsInt() listId!: number;
  @IsOptional() @IsInt() subscriberId?: number;
  @IsOptional() @IsString() emailAddress?: string;
  @IsOptional() @IsString() occurredAt?: string;
}

export class EmailDeliveredPayload extends SubscriberRef {
  @IsOptional() @IsNumber() campaignId?: number;
  @IsOptional() @IsNumber() autoResponderId?: number;
  @IsOptional() @IsNumber() emailId?: number;
  /** a journey's email (its SendEmail action) */
  @IsOptional() @IsNumber() journeyId?: number;
  @IsOptional() @IsNumber() actionId?: number;
  /** 'campaign' (default), 'transactional' or 'autoresponder' */
  @IsOptional() @IsIn(['campaign', 'transactional', 'autoresponder']) kind?: 'campaign' | 'transactional' | 'autoresponder';
}

/**
 * Many deliveries of one email at once (a campaign's delivery batch), so that lists records them with one
 * statement instead of one transaction per recipient. Subscriber ids are unique across lists: each names its
 * list too. A subscriber deleted meanwhile is skipped, as with EmailDelivered.
 */
export class EmailsDeliveredPayload {
  @IsOptional() @IsInt() userId?: number;
  @IsOptional() @IsNumber() campaignId?: number;
  @IsOptional() @IsNumber() autoResponderId?: number;
  @IsOptional() @IsNumber() emailId?: number;
  /** 'campaign' (default), 'transactional' or 'autoresponder' */
  @IsOptional() @IsIn(['campaign', 'transactional', 'autoresponder']) kind?: 'campaign' | 'transactional' | 'autoresponder';
  /** UTC, `YYYY-MM-DD HH:MM:SS`: when the batch was accepted */
  @IsString() occurredAt!: string;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) subscriberIds!: number[];
}

export class EmailOpenedPayload extends SubscriberRef {
  @IsOptional() @IsNumber() campaignId?: number;
  @IsOptional() @IsNumber() emailId?: number;
  /** a journey's email (its SendEmail action): no campaignId */
  @IsOptional() @IsNumber() journeyId?: number;
  @IsOptional() @IsNumber() actionId?: number;
}

export class EmailClickedPayload extends SubscriberRef {
  @IsOptional() @IsNumber() campaignId?: number;
  @IsOptional() @IsNumber() emailId?: number;
  /** a journey's email (its SendEmail action): no campaignId */
  @IsOptional() @IsNumber() journeyId?: number;
  @IsOptional() @IsNumber() actionId?: number;
  @IsOptional() @IsString() url?: string;
  @IsOptional() @IsNumber() linkId?: number;
}

export class EmailBouncedPayload extends SubscriberRef {
  @IsOptional() @IsNumber() campaignId?: number;
  @IsOptional() @IsNumber() emailId?: number;
  /** a journey's email (its SendEmail action): no campaignId */
  @IsOptional() @IsNumber() journeyId?: number;
  @IsOptional() @IsNumber() actionId?: number;
  @IsIn(['Hard', 'Soft']) bounceType!: 'Hard' | 'Soft';
}

export class JourneyStartedPayload extends SubscriberRef {
  @IsNumber() journeyId!: number;
  @IsOptional() @IsString() journeyName?: string;
  @IsOptional() @IsNumber() actionId?: number;
  @IsOptional() entryId?: string | number;
}

export class JourneyEndedPayload extends SubscriberRef {
  @IsNumber() journeyId!: number;
  @IsOptional() @IsString() journeyName?: string;
  @IsOptional() @IsNumber() actionId?: number;
  /** 'completed' (default) or 'exited' */
  @IsOptional() @IsIn(['completed', 'exited']) reason?: 'completed' | 'exited';
  /** the enrolment that ended (matched to its start by id; without it, by time) */
  @IsOptional() entryId?: string | number;
}

/**
 * Many subscribers entered one journey at once (one enrolment batch): one event per up to EVENT_BATCH
 * subscribers instead of a JourneyStarted each, applied set-based. Parallel arrays: entrant i is `subscriberIds[i]`
 * of `listIds[i]`, enrolment `entryIds[i]`.
 */
export class JourneyEntrantsStartedPayload {
  @IsInt() userId!: number;
  @IsInt() journeyId!: number;
  @IsString() journeyName!: string;
  /** the action they start at (none for a journey without actions) */
  @IsOptional() @IsInt() actionId?: number;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsInt({ each: true }) @Min(1, { each: true }) subscriberIds!: number[];
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsInt({ each: true }) listIds!: number[];
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsString({ each: true }) entryIds!: string[];
  @IsString() occurredAt!: string;
}

/**
 * Many enrolments of one journey ended in one engine batch: one event per up to EVENT_BATCH instead of a
 * JourneyEnded each. Entrant i: `subscriberIds[i]` of `listIds[i]`, enrolment `entryIds[i]`, its last action
 * `actionIds[i]` (0: none) and `reasons[i]`. Lists matches an end to its start by the enrolment id, so a re-entry in
 * the same second as the previous end is told apart; events without `entryIds` (queued before they were added)
 * are matched by time.
 */
export class JourneyEntrantsEndedPayload {
  @IsInt() userId!: number;
  @IsInt() journeyId!: number;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsInt({ each: true }) @Min(1, { each: true }) subscriberIds!: number[];
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsInt({ each: true }) listIds!: number[];
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsInt({ each: true }) actionIds!: number[];
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsIn(['completed', 'exited'], { each: true }) reasons!: ('completed' | 'exited')[];
  @IsOptional() @IsArray() @ArrayMaxSize(EVENT_BATCH) @IsString({ each: true }) entryIds?: string[];
  @IsString() occurredAt!: string;
}

export class WebsiteEventTrackedPayload extends SubscriberRef {
  @IsString() websiteTrackerUuid!: string;
  @IsString() event!: string;
  @IsOptional() @IsObject() parameters?: Record<string, unknown>;
}
