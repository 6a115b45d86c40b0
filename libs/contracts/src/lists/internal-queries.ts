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
  /** ListFieldsRequest → ListFieldsReply (merge tags of a list's subscribers: Email.PersonalizationTags, previews) */
  ListFields: 'lists.q.list.fields',
} as const;

export interface ListFieldsRequest {
  userId: number;
  listId: number;
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
