import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Min } from 'class-validator';

import { EVENT_BATCH } from '../events/event-batch';
import type { AudienceMember } from './lists.queries';

/**
 * The personalisation values of many subscribers at once (a journey step's batch, one query for all): subscriber i is
 * `subscriberIds[i]` of `listIds[i]`. The same values and aliases as an AudiencePage `withFields` of each of them
 * alone: only those still Subscribed and not suppressed are answered, and none of another user's lists.
 */
export class SubscribersFieldsRequest {
  @IsInt() @Min(1) userId!: number;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsInt({ each: true }) @Min(1, { each: true }) subscriberIds!: number[];
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(EVENT_BATCH) @IsInt({ each: true }) @Min(1, { each: true }) listIds!: number[];
}

export interface SubscribersFieldsReply {
  /** with `fields`, in subscriber id order */
  members: AudienceMember[];
  /** merge-tag alias (as the user wrote it) → `CustomField<id>` */
  mergeTagAliases: Record<string, string>;
}
