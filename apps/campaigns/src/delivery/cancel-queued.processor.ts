import { Injectable } from '@nestjs/common';

import { type JobContext, JobHandler } from '@mail/jobs';

import { CancelQueued, RunPayload } from './delivery.jobs';
import { RecipientRepository } from './recipient.repository';

const BATCH = 10_000;

/** Marks a cancelled run's queued recipients as cancelled, a batch per statement (workers already stopped claiming). */
@Injectable()
export class CancelQueuedProcessor {
  constructor(private readonly recipients: RecipientRepository) {}

  @JobHandler(CancelQueued)
  async cancel(payload: RunPayload, job: JobContext): Promise<{ cancelled: number }> {
    let cancelled = 0;
    for (let n = BATCH; n === BATCH && !job.signal.aborted;) {
      n = await this.recipients.cancelQueued(payload.campaignId, payload.run, BATCH);
      cancelled += n;
    }
    return { cancelled };
  }
}
