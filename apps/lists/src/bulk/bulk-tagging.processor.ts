import { Injectable } from '@nestjs/common';

import { type JobContext, JobHandler } from '@mail/jobs';

import { TaggingService } from '../tags/tagging.service';
import { BulkTag, type BulkTaggingPayload, BulkUntag } from './bulk-by-rules.job';

/** Runs Subscriber.Tag / Subscriber.Untag by RulesJSON once they are too large for the request. */
@Injectable()
export class BulkTaggingProcessor {
  constructor(private readonly tagging: TaggingService) {}

  @JobHandler(BulkTag)
  tag(payload: BulkTaggingPayload, context: JobContext): Promise<{ TotalAffected: number }> {
    return this.tagging.runJob('tag', payload, context);
  }

  @JobHandler(BulkUntag)
  untag(payload: BulkTaggingPayload, context: JobContext): Promise<{ TotalAffected: number }> {
    return this.tagging.runJob('untag', payload, context);
  }
}
