import { IsBoolean, IsInt, IsObject, IsOptional, IsString, Min } from 'class-validator';

/**
 * event.track's subscriber resolution (reference: api-spec Event tracking rules 3 and 5). The subscriber is
 * `emailAddress` on the list, else the one whose unique custom field equals `externalId` (or whose address's
 * SHA-256 hex does). With `create`, an unknown address is subscribed (the list's opt-in mode applies) and an
 * existing one updated with `fields`: keys are merge-tag aliases or `CustomField<ID>` (any casing, alias wins),
 * only the list's own (and the user's global) fields; other keys are dropped.
 */
export class SubscriberIdentifyRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) listId!: number;
  @IsOptional() @IsString() emailAddress?: string;
  @IsOptional() @IsString() externalId?: string;
  @IsOptional() @IsObject() fields?: Record<string, unknown>;
  @IsBoolean() create!: boolean;
  @IsOptional() @IsString() ip?: string;
}

export interface SubscriberIdentifyReply {
  /** false: no such list of that user */
  listFound: boolean;
  subscriberId?: number;
  emailAddress?: string;
  created?: boolean;
  /** field keys that matched no field (dropped) */
  droppedKeys?: string[];
}
