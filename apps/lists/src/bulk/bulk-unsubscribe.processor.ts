import { Injectable } from '@nestjs/common';

import { type JobContext, JobHandler } from '@mail/jobs';

import { SubscriberUnsubscribeService } from '../subscribers/subscriber-unsubscribe/subscriber-unsubscribe.service';
import { BulkUnsubscribe, type BulkUnsubscribePayload } from './bulk-by-rules.job';

/** Runs Subscriber.Unsubscribe by RulesJSON once it is too large for the request. */
@Injectable()
export class BulkUnsubscribeProcessor {
  constructor(private readonly unsubscribe: SubscriberUnsubscribeService) {}

  @JobHandler(BulkUnsubscribe)
  run(payload: BulkUnsubscribePayload, context: JobContext): Promise<{ TotalUnsubscribed: number }> {
    return this.unsubscribe.runJob(payload, context);
  }
}
