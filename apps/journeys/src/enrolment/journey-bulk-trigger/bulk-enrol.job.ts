import { ArrayMinSize, IsArray, IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class BulkEnrolPayload {
  @IsInt() @Min(1) userId!: number;
  @IsArray() @ArrayMinSize(1) @IsInt({ each: true }) journeyIds!: number[];
  @IsInt() @Min(1) listId!: number;
  @IsArray() @ArrayMinSize(1) @IsInt({ each: true }) tagIds!: number[];
  /** keyset cursor: the last subscriber id of the previous page */
  @IsInt() @Min(0) afterSubscriberId!: number;
}

/**
 * One page of a large bulk trigger's audience, enrolled in its own transaction per journey; a full page sends the
 * job of the next one. A restart resumes at the page it was on (enrolling is idempotent while enrolments are Active).
 */
export const BulkEnrolJob = defineJob({
  service: 'journeys',
  name: 'bulk-enrol',
  payload: BulkEnrolPayload,
  retryLimit: 5,
  retryDelay: 5,
  expireInSeconds: 600,
});
