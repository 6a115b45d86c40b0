/**
 * Internal queries the lists service answers for other services (`lists.q.*`). InternalSubjects.ListOwnership
 * and ListsHealth are in ../events/subjects.ts; the audience queries are lists-specific and live here.
 */
export const ListsQuerySubjects = {
  /** { userId, listIds } → { owned: number[], missing: number[] } */
  ListOwnership: 'lists.q.list.ownership',
  /** AudienceRequest → AudienceCountReply */
  AudienceCount: 'lists.q.audience.count',
  /** AudiencePageRequest → AudiencePageReply (keyset paging by subscriber id) */
  AudiencePage: 'lists.q.audience.page',
} as const;

export interface ListOwnershipRequest {
  userId: number;
  listIds: number[];
}

export interface ListOwnershipReply {
  owned: number[];
  missing: number[];
}

/**
 * A campaign audience: either `RulesJsonBundle` ({ operator, criteria: [{ list_id, operator, rules }] }) or
 * `RecipientListsAndSegments` pairs 'listId:segmentId' (0 = whole list), minus the exclusions. Only
 * Subscribed and unsuppressed subscribers are ever part of an audience.
 */
export interface AudienceRequest {
  userId: number;
  rulesJsonBundle?: unknown;
  recipientListsAndSegments?: string;
  excludeListsAndSegments?: string;
  /**
   * The user's WhiteListedEmailAddresses (lower-cased): never treated as suppressed, so neither the suppression
   * list nor a hard bounce keeps them out. Their subscription status still counts.
   */
  neverSuppressed?: string[];
}

export interface AudiencePageRequest extends AudienceRequest {
  afterSubscriberId?: number;
  limit?: number;
  /** also answer each member's personalisation values and the user's merge-tag aliases */
  withFields?: boolean;
}

export interface AudienceCountReply {
  total: number;
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

export interface AudiencePageReply {
  members: AudienceMember[];
  nextAfterSubscriberId: number | null;
  /** With `withFields`: merge-tag alias (as the user wrote it) → `CustomField<id>` */
  mergeTagAliases?: Record<string, string>;
}
