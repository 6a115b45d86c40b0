import { Injectable } from '@nestjs/common';

import { JobQueue } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { WebhookPostJob } from '../../webhook/webhook-post.job';
import { EnrolmentRepository } from '../enrolment.repository';
import { type ActionRunner, NEXT, type StepBatch, type StepOutcome } from './step';

/**
 * Webhook: each enrolment's call becomes a job in the same transaction that claims the step's once-only effect,
 * so a step retried after a crash never queues a second call; the job retries the HTTP call itself.
 */
@Injectable()
export class WebhookRunner implements ActionRunner {
  readonly types = ['Webhook'] as const;

  constructor(
    private readonly db: ServiceDb,
    private readonly enrolments: EnrolmentRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run({ journey, action, enrolments }: StepBatch): Promise<StepOutcome[]> {
    await this.db.tx(async (m) => {
      for (const e of enrolments) {
        if (!(await this.enrolments.claimEffect(m, e.id, e.step_no))) continue;
        await this.jobs.sendInTransaction(m, WebhookPostJob, {
          actionId: Number(action.id),
          userId: journey.user_id,
          journeyId: Number(journey.id),
          journeyName: journey.name,
          enrolmentId: Number(e.id),
          stepNo: e.step_no,
          subscriberId: Number(e.subscriber_id),
          listId: Number(e.list_id),
          email: e.email,
        });
      }
    });
    return enrolments.map(() => NEXT);
  }
}
