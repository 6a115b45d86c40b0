import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { type ListFieldInfo, Queries, inBatches } from '@mail/contracts';

import type { EnrolmentRow } from '../enrolment.row';
import { type ActionRunner, NEXT, type StepBatch, type StepOutcome } from './step';

const log = logger('journeys.send-sms');
const PARALLEL = 8;
/** the list's phone field when the action names none: the first whose alias or name says so */
const PHONE_FIELD = /phone|mobile|gsm|sms|cell/i;
const DEFAULT_SENDER = 'Journey';

interface SendSmsParams {
  message: string;
  sender_id?: string;
  phone_field_id?: number;
  skip_if_no_phone?: boolean;
  include_link?: boolean;
  link_url?: string;
}

/**
 * SendSMS through the sms service (Queries.SmsSendOne: its queue, provider, events and reports), keyed by enrolment
 * and step number, so a step retried after a crash queues nothing new. The number is the subscriber's value of
 * `phone_field_id` (our extension), else of the list's first field whose alias or name says phone/mobile. A
 * subscriber without a usable number moves on (`skip_if_no_phone`, the vendor's default) or, with it false, exits.
 */
@Injectable()
export class SendSmsRunner implements ActionRunner {
  readonly types = ['SendSMS'] as const;

  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async run(batch: StepBatch): Promise<StepOutcome[]> {
    const phoneFields = new Map<string, number | undefined>();
    const outcomes: StepOutcome[] = [];
    for (const part of inBatches(batch.enrolments, PARALLEL)) outcomes.push(...(await Promise.all(part.map((e) => this.one(batch, e, phoneFields)))));
    return outcomes;
  }

  private async one({ journey, action }: StepBatch, e: EnrolmentRow, phoneFields: Map<string, number | undefined>): Promise<StepOutcome> {
    const p = action.params as unknown as SendSmsParams;
    try {
      const phoneFieldId = p.phone_field_id ? Number(p.phone_field_id) : await this.phoneField(journey.user_id, e.list_id, phoneFields);
      if (!phoneFieldId) return this.noNumber(p, action.id, 'the list has no phone field');
      const reply = await this.bus.query(
        Queries.SmsSendOne,
        {
          userId: journey.user_id,
          listId: Number(e.list_id),
          subscriberId: Number(e.subscriber_id),
          phoneFieldId,
          message: p.message,
          senderId: p.sender_id || DEFAULT_SENDER,
          ...(p.include_link && p.link_url ? { linkUrl: p.link_url } : {}),
          journeyId: Number(journey.id),
          actionId: Number(action.id),
          requestKey: `journey:${e.id}:${e.step_no}`,
        },
        30_000,
      );
      if (reply.status === 'Queued') return NEXT;
      return this.noNumber(p, action.id, reply.skipReason ?? reply.status);
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private noNumber(p: SendSmsParams, actionId: string | number, reason: string): StepOutcome {
    log.info({ actionId, reason }, 'journey SMS not sent');
    return p.skip_if_no_phone === false ? { kind: 'exit' } : NEXT;
  }

  private async phoneField(userId: number, listId: string | number, cache: Map<string, number | undefined>): Promise<number | undefined> {
    const key = String(listId);
    if (!cache.has(key)) {
      const reply = await this.bus.query(Queries.ListFields, { userId, listId: Number(listId) }, 10_000);
      const field = reply.fields.find((f: ListFieldInfo) => PHONE_FIELD.test(f.mergeTagAlias) || PHONE_FIELD.test(f.name));
      cache.set(key, field?.id);
    }
    return cache.get(key);
  }
}
