import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

/** Which of these lists (and, when asked, tags and custom fields) belong to the user. */
export class ListOwnershipRequest {
  @IsInt() @Min(1) userId!: number;
  @IsArray() @IsInt({ each: true }) @Min(1, { each: true }) listIds!: number[];
  /** tags of any of the user's lists */
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) tagIds?: number[];
  /** the user's custom fields (a list's or global) */
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) customFieldIds?: number[];
}

export interface ListOwnershipReply {
  owned: number[];
  missing: number[];
  /** the asked tags that are not the user's (answered when tagIds was given) */
  missingTags?: number[];
  /** the asked custom fields that are not the user's (answered when customFieldIds was given) */
  missingCustomFields?: number[];
}

/**
 * A campaign audience: either `rulesJsonBundle` ({ operator, criteria: [{ list_id, operator, rules }] }, an
 * object or its JSON text) or `recipientListsAndSegments` pairs 'listId:segmentId' (0 = whole list), minus the
 * `excludeListsAndSegments` pairs. Only Subscribed and unsuppressed subscribers are ever part of an audience,
 * and an address on several lists counts once.
 */
export class AudienceRequest {
  @IsInt() @Min(1) userId!: number;
  @IsOptional() rulesJsonBundle?: unknown;
  @IsOptional() @IsString() recipientListsAndSegments?: string;
  @IsOptional() @IsString() excludeListsAndSegments?: string;
  /**
   * The user's WhiteListedEmailAddresses (lower-cased): never treated as suppressed, so neither the suppression
   * list nor a hard bounce keeps them out. Their subscription status still counts.
   */
  @IsOptional() @IsArray() @IsString({ each: true }) neverSuppressed?: string[];
}

export interface AudienceCountReply {
  total: number;
}

/** Keyset paging by subscriber id: pass the previous page's `nextAfterSubscriberId`. */
export class AudiencePageRequest extends AudienceRequest {
  @IsOptional() @IsInt() @Min(0) afterSubscriberId?: number;
  /** members per page, 1,000 unless given */
  @IsOptional() @IsInt() @Min(1) @Max(10_000) limit?: number;
  /** also answer each member's personalisation values and the user's merge-tag aliases */
  @IsOptional() @IsBoolean() withFields?: boolean;
  /**
   * Answer every selected subscriber of the included lists, an address on several of them once per list: the caller
   * keeps the first of each address itself. Pages come in subscriber id order, so the first is the lowest id, the one
   * lists would have answered; lists saves a lookup into the other lists per row.
   */
  @IsOptional() @IsBoolean() withDuplicates?: boolean;
}

export interface AudienceMember {
  subscriberId: number;
  listId: number;
  emailAddress: string;
  /**
   * With `withFields`: SubscriptionDate, SubscriptionIP, OptInDate (UTC `YYYY-MM-DD HH:MM:SS`, '' when unknown) and
   * `CustomField<id>` for each custom field value the subscriber has.
   */
  fields?: Record<string, string>;
}

/** The audience page of one subscriber of one list, with their personalisation values (empty when not Subscribed or suppressed). */
export function oneSubscriberPage(userId: number, listId: number, subscriberId: number, neverSuppressed: string[] = []): AudiencePageRequest {
  const rules = [[{ type: 'fields', field_id: 'SubscriberID', operator: 'is', value: subscriberId }]];
  return {
    userId,
    rulesJsonBundle: { operator: 'or', criteria: [{ list_id: listId, operator: 'and', rules }] },
    limit: 1,
    withFields: true,
    ...(neverSuppressed.length ? { neverSuppressed } : {}),
  };
}

export interface AudiencePageReply {
  members: AudienceMember[];
  /** null when the page was empty (the audience is exhausted) */
  nextAfterSubscriberId: number | null;
  /** With `withFields`: merge-tag alias (as the user wrote it) → `CustomField<id>` */
  mergeTagAliases?: Record<string, string>;
}

/** The edge's SearchEngine check: segments and search run on this service's database. */
export interface ListsHealthReply {
  status: 'OK';
  search: 'OK';
  database: 'OK';
}

/** A list's custom fields, for merge tags (Email.PersonalizationTags, previews). */
export class ListFieldsRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) listId!: number;
}

/** A custom field as merge tags see it: `%Subscriber:CustomField<id>%`, and `%Subscriber:<alias>%` when it has an alias. */
export interface ListFieldInfo {
  id: number;
  name: string;
  mergeTagAlias: string;
  defaultValue: string;
}

/** `found` false: no such list of that user (another user's list looks missing). Fields include the owner's global ones. */
export interface ListFieldsReply {
  found: boolean;
  listName: string;
  fields: ListFieldInfo[];
}
