/**
 * Internal queries the lists service answers for other services (`lists.q.*`). InternalSubjects.ListOwnership
 * and ListsHealth are in ../events/subjects.ts; the audience queries are lists-specific and live here.
 */
export const ListsQuerySubjects = {
  /** { userId, listIds } → { owned: number[], missing: number[] } */
  ListOwnership: 'lists.q.list.ownership',
  /** AudienceRequest → AudienceCountReply */
  AudienceCount: 'lists.q.audience.count',
  /** AudienceRequest & { afterSubscriberId?, limit? } → AudiencePageReply (keyset paging by subscriber id) */
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
}

export interface AudienceCountReply {
  total: number;
}

export interface AudienceMember {
  subscriberId: number;
  listId: number;
  emailAddress: string;
}

export interface AudiencePageReply {
  members: AudienceMember[];
  nextAfterSubscriberId: number | null;
}
