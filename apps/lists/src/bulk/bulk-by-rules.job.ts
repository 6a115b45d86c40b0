import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';

import { defineJob } from '@mail/jobs';

/** Subscriber.Tag / Subscriber.Untag by RulesJSON, over more subscribers than a request should hold. */
export class BulkTaggingPayload {
  @IsInt() userId!: number;
  @IsInt() listId!: number;
  @IsInt() tagId!: number;
  @IsString() rulesJson!: string;
  @IsIn(['and', 'or']) operator!: 'and' | 'or';
  @IsBoolean() emit!: boolean;
}

export class BulkUnsubscribeOptions {
  @IsString() ip!: string;
  @IsBoolean() addToGlobalSuppression!: boolean;
  @IsObject() context!: Record<string, unknown>;
}

/** Subscriber.Unsubscribe by RulesJSON, over more subscribers than a request should hold. */
export class BulkUnsubscribePayload {
  @IsInt() userId!: number;
  @IsInt() listId!: number;
  @IsString() rulesJson!: string;
  @IsString() @IsOptional() operator!: string;
  @ValidateNested() @Type(() => BulkUnsubscribeOptions) options!: BulkUnsubscribeOptions;
}

// id-range batches commit one by one and are idempotent (tag: ON CONFLICT DO NOTHING; untag and
// unsubscribe only touch rows still to change), so a retry simply walks the list again
const common = { service: 'lists', retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 3600 } as const;

export const BulkTag = defineJob({ ...common, name: 'bulk-tag', payload: BulkTaggingPayload });
export const BulkUntag = defineJob({ ...common, name: 'bulk-untag', payload: BulkTaggingPayload });
export const BulkUnsubscribe = defineJob({ ...common, name: 'bulk-unsubscribe', payload: BulkUnsubscribePayload });

/** every bulk job, by the Operation name Subscribers.Bulk.Status answers */
export const BULK_JOBS = { Tag: BulkTag, Untag: BulkUntag, Unsubscribe: BulkUnsubscribe } as const;
