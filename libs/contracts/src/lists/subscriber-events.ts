import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsNumber, IsObject, IsOptional, IsString, Min } from 'class-validator';

import { EVENT_BATCH } from '../events/event-batch';

/**
 * Payloads of the lists service's domain events (definitions in ../events/domain-events.ts).
 * Consumers dedupe by the DomainEvent id; the decorators are what a consumer's `@OnEvent` checks.
 */
export class SubscriberEventPayload {
  @IsInt() userId!: number;
  @IsInt() listId!: number;
  @IsInt() subscriberId!: number;
  @IsString() emailAddress!: string;
  /** subscription status after the change */
  @IsOptional() @IsString() status?: string;
  /** where the change came from: API, Subscribe, OptIn, Import, Unsubscribe, Webhook, ... */
  @IsOptional() @IsString() source?: string;
  @IsString() occurredAt!: string;
}

export class SubscriberSubscribedPayload extends SubscriberEventPayload {
  /** present while the subscriber is Opt-In Pending on a double opt-in list (for the confirmation email) */
  @IsOptional() @IsString() confirmationCode?: string;
  @IsOptional() @IsNumber() optInConfirmationEmailId?: number;
  /** @deprecated not read: links in mail use PUBLIC_BASE_URL only, never the Host header a request came with */
  @IsOptional() @IsString() linkBaseUrl?: string;
}

export class SubscriberUnsubscribedPayload extends SubscriberEventPayload {
  @IsOptional() @IsNumber() campaignId?: number;
  @IsOptional() @IsNumber() autoResponderId?: number;
  @IsOptional() @IsNumber() emailId?: number;
  @IsOptional() @IsString() channel?: string;
  @IsOptional() @IsString() ipAddress?: string;
}

export class SubscriberTaggedPayload extends SubscriberEventPayload {
  @IsInt() tagId!: number;
  @IsString() tagName!: string;
  /** set when the change came from a RulesJSON bulk operation */
  @IsOptional() rulesJson?: unknown;
  @IsOptional() @IsString() rulesOperator?: string;
}

export class SubscriberUntaggedPayload extends SubscriberTaggedPayload {}

/**
 * One tag given to (or taken from) many subscribers of one list in one change (Subscriber.Tag / Untag by ids or by
 * rules, a journey's AddTag / RemoveTag): one event per up to EVENT_BATCH subscribers instead of one each, so the
 * change costs the outbox, the bus and every consumer one message, and consumers apply it set-based.
 * `emailAddresses[i]` is the address of `subscriberIds[i]`. Replaces SubscriberTagged / SubscriberUntagged, which
 * lists no longer produces (consumers keep reading them for events written before).
 */
export class SubscribersTaggedPayload {
  @IsInt() userId!: number;
  @IsInt() listId!: number;
  @IsInt() tagId!: number;
  @IsString() tagName!: string;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsInt({ each: true }) @Min(1, { each: true }) subscriberIds!: number[];
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsString({ each: true }) emailAddresses!: string[];
  @IsString() occurredAt!: string;
}

export class SubscribersUntaggedPayload extends SubscribersTaggedPayload {}

export class SubscriberUpdatedPayload extends SubscriberEventPayload {
  @IsArray() @IsString({ each: true }) changedFields!: string[];
  /** the values written to the custom fields among changedFields (`CustomField<id>` → value); absent from older events */
  @IsOptional() @IsObject() values?: Record<string, string>;
}

/** A subscriber deleted from its list (one event per subscriber; a list's deletion is ListDeleted alone). */
export class SubscriberDeletedPayload extends SubscriberEventPayload {}

export class ListDeletedPayload {
  @IsInt() userId!: number;
  @IsInt() listId!: number;
  @IsString() occurredAt!: string;
}

/**
 * One custom field set to one value for many subscribers of one list (journeys' UpdateCustomFieldValue through
 * `Queries.SubscribersFieldSet`): one event per up to EVENT_BATCH subscribers whose value changed, in place of a
 * SubscriberUpdated each. `emailAddresses[i]` is the address of `subscriberIds[i]`.
 */
export class SubscribersUpdatedPayload {
  @IsInt() userId!: number;
  @IsInt() listId!: number;
  @IsArray() @IsString({ each: true }) changedFields!: string[];
  /** the values written (`CustomField<id>` → value) */
  @IsObject() values!: Record<string, string>;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsInt({ each: true }) @Min(1, { each: true }) subscriberIds!: number[];
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsString({ each: true }) emailAddresses!: string[];
  @IsString() occurredAt!: string;
}
