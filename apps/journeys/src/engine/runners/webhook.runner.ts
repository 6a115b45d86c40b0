import { Injectable } from '@nestjs/common';

import { JobQueue } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { SubscriberFieldsClient } from '../../webhook/subscriber-fields.client';
import { WebhookPostJob } from '../../webhook/webhook-post.job';
import { namedFields, needsSubscriberFields } from '../../webhook/webhook-request';
import { EnrolmentRepository } from '../enrolment.repository';
import { type ActionRunner, NEXT, type StepBatch, type StepOutcome } from './step';

const NO_VALUES = { fields: {}, mergeTagAliases: {} };

/**
 * Webhook: each enrolment's call becomes a job in the same transaction that claims the step's once-only effect,
 * so a step retried after a crash never queues a second call; the job retries the HTTP call itself. When the payload
 * or headers name custom-field merge tags, lists is asked once for the whole batch (an outage retries the step), and
 * each call carries only the values its tags name.
 */
@Injectable()
export class WebhookRunner implements ActionRunner {
  readonly types = ['Webhook'] as const;

  constructor(
    private readonly db: ServiceDb,
    private readonly enrolments: EnrolmentRepository,
    private readonly jobs: JobQueue,
    private readonly subscribers: SubscriberFieldsClient,
  ) {}

  async run({ journey, action, enrolments }: StepBatch): Promise<StepOutcome[]> {
    // a step retried after a crash asks lists only for the calls it has not queued yet
    const pending = await this.enrolments.withoutEffect(enrolments);
    const values =
      pending.length && needsSubscriberFields(action.params)
        ? await this.subscribers.of(
            journey.user_id,
            pending.map((e) => ({ subscriberId: Number(e.subscriber_id), listId: Number(e.list_id) })),
          )
        : undefined;
    await this.db.tx(async (m) => {
      for (const e of pending) {
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
          ...(values ? { subscriber: namedFields(action.params, values.get(Number(e.subscriber_id)) ?? NO_VALUES) } : {}),
        });
      }
    });
    return enrolments.map(() => NEXT);
  }
}
