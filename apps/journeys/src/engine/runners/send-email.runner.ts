import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { Queries, inBatches } from '@mail/contracts';

import type { EnrolmentRow } from '../enrolment.row';
import { type ActionRunner, NEXT, type StepBatch, type StepOutcome } from './step';

const log = logger('journeys.send-email');
const PARALLEL = 8;

/**
 * SendEmail through campaigns (its renderer and mailer), keyed by enrolment and step number: a step retried after
 * a crash asks again with the same key and campaigns does not send twice. An email campaigns cannot send (deleted,
 * the subscriber no longer Subscribed) moves on; a transport failure or a message held back by the user's send
 * limits retries the step.
 */
@Injectable()
export class SendEmailRunner implements ActionRunner {
  readonly types = ['SendEmail'] as const;

  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async run(batch: StepBatch): Promise<StepOutcome[]> {
    const outcomes: StepOutcome[] = [];
    for (const part of inBatches(batch.enrolments, PARALLEL)) outcomes.push(...(await Promise.all(part.map((e) => this.one(batch, e)))));
    return outcomes;
  }

  private async one({ journey, action }: StepBatch, e: EnrolmentRow): Promise<StepOutcome> {
    const p = action.params as {
      EmailID: number;
      SenderDomainID?: number;
      From?: { Name: string; Email: string };
      ReplyTo?: { Name: string; Email: string };
      CC?: string[];
      BCC?: string[];
    };
    try {
      const reply = await this.bus.query(
        Queries.JourneyEmailSend,
        {
          userId: journey.user_id,
          emailId: Number(p.EmailID),
          listId: Number(e.list_id),
          subscriberId: Number(e.subscriber_id),
          idempotencyKey: `journey:${e.id}:${e.step_no}`,
          journeyId: Number(journey.id),
          actionId: Number(action.id),
          ...(p.SenderDomainID ? { senderDomainId: Number(p.SenderDomainID) } : {}),
          ...(p.CC?.length ? { cc: p.CC } : {}),
          ...(p.BCC?.length ? { bcc: p.BCC } : {}),
          ...(p.From?.Email ? { fromName: p.From.Name, fromEmail: p.From.Email } : {}),
          ...(p.ReplyTo?.Email ? { replyToName: p.ReplyTo.Name, replyToEmail: p.ReplyTo.Email } : {}),
        },
        30_000,
      );
      // over the user's send limits: held back, the step runs again later (as a campaign's messages wait)
      if (reply.reason === 'send-limit') return { kind: 'retry', reason: 'held back by the send limits' };
      if (reply.reason) log.info({ actionId: action.id, reason: reply.reason }, 'journey email not sent');
      return reply.sent ? { kind: 'next', emailSent: true } : NEXT;
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
