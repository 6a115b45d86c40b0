import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, commandAsUser, replyFailureCodes } from '@mail/bus';
import {
  type BusReply,
  inBatches,
  Queries,
  SubscriberCreate,
  SubscribersDelete,
  SubscriberTag,
  SubscriberUnsubscribe,
  SubscriberUntag,
  SubscriberUpdate,
} from '@mail/contracts';
import { logger } from '@mail/config';

import type { EnrolmentRow } from '../enrolment.row';
import { type ActionRunner, NEXT, type StepBatch, type StepOutcome } from './step';

const log = logger('journeys.lists-actions');
const PARALLEL = 16;

/**
 * The actions lists carries out with its own commands and queries (its rules and events apply, as for the user's
 * call): AddTag/RemoveTag and UpdateCustomFieldValue once per list for the whole batch (a unique field one by one),
 * Subscribe and Unsubscribe per subscriber, DeleteSubscriber once per list for the batch (the enrolment ends with
 * its subscriber). Each is idempotent, so a step run again after a crash changes nothing twice. A refusal (the
 * subscriber is gone, the tag or field was deleted) moves on; only a transport failure retries.
 */
@Injectable()
export class ListsActionsRunner implements ActionRunner {
  readonly types = ['AddTag', 'RemoveTag', 'UpdateCustomFieldValue', 'Subscribe', 'Unsubscribe', 'DeleteSubscriber'] as const;

  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async run(batch: StepBatch): Promise<StepOutcome[]> {
    const { action, enrolments } = batch;
    if (action.type === 'AddTag' || action.type === 'RemoveTag') return this.tag(batch);
    if (action.type === 'UpdateCustomFieldValue') return this.fieldSet(batch);
    if (action.type === 'DeleteSubscriber') return this.delete(batch);
    return this.oneByOne(batch, enrolments);
  }

  private async oneByOne(batch: StepBatch, enrolments: EnrolmentRow[]): Promise<StepOutcome[]> {
    const outcomes: StepOutcome[] = [];
    for (const part of inBatches(enrolments, PARALLEL)) outcomes.push(...(await Promise.all(part.map((e) => this.one(batch, e)))));
    return outcomes;
  }

  /** one lists query per list for the batch; a unique field (one value, many subscribers) goes one by one */
  private async fieldSet(batch: StepBatch): Promise<StepOutcome[]> {
    const { journey, action, enrolments } = batch;
    const result = new Map<string, StepOutcome>();
    for (const [listId, group] of byList(enrolments)) {
      try {
        const reply = await this.bus.query(
          Queries.SubscribersFieldSet,
          {
            userId: journey.user_id,
            listId: Number(listId),
            fieldId: Number(action.params.TargetCustomFieldID),
            value: typeof action.params.NewCustomFieldValue === 'string' ? action.params.NewCustomFieldValue : '',
            subscriberIds: group.map((e) => Number(e.subscriber_id)),
          },
          30_000,
        );
        if (reply.refused === 'unique') {
          const outcomes = await this.oneByOne(batch, group);
          group.forEach((e, i) => result.set(e.id, outcomes[i]));
          continue;
        }
        if (reply.refused) log.info({ actionId: action.id, refused: reply.refused, reason: reply.reason }, 'lists refused a journey field update; moving on');
        for (const e of group) result.set(e.id, NEXT);
      } catch (error) {
        for (const e of group) result.set(e.id, { kind: 'retry', reason: error instanceof Error ? error.message : String(error) });
      }
    }
    return enrolments.map((e) => result.get(e.id) ?? NEXT);
  }

  private async tag({ journey, action, enrolments }: StepBatch): Promise<StepOutcome[]> {
    const command = action.type === 'AddTag' ? SubscriberTag : SubscriberUntag;
    const result = new Map<string, StepOutcome>();
    for (const [listId, group] of byList(enrolments)) {
      const params = {
        TagID: action.params.TargetTagID,
        SubscriberListID: listId,
        SubscriberIDs: group.map((e) => e.subscriber_id).join(','),
        TriggerEvents: 1,
      };
      const outcome = await this.outcome(
        commandAsUser(this.bus, command, journey.user_id, params, { requestId: `journey-${action.id}-${listId}` }),
        action.type,
      );
      for (const e of group) result.set(e.id, outcome);
    }
    return enrolments.map((e) => result.get(e.id) ?? NEXT);
  }

  /** Subscribers.Delete per list; a subscriber already gone is no refusal worth retrying */
  private async delete({ journey, action, enrolments }: StepBatch): Promise<StepOutcome[]> {
    const result = new Map<string, StepOutcome>();
    for (const [listId, group] of byList(enrolments)) {
      const params = { SubscriberListID: listId, Subscribers: group.map((e) => e.subscriber_id).join(',') };
      const outcome = await this.outcome(
        commandAsUser(this.bus, SubscribersDelete, journey.user_id, params, { requestId: `journey-${action.id}-${listId}-delete` }),
        action.type,
      );
      for (const e of group) result.set(e.id, outcome.kind === 'retry' ? outcome : { kind: 'exit' });
    }
    return enrolments.map((e) => result.get(e.id) ?? { kind: 'exit' });
  }

  private one({ journey, action }: StepBatch, e: EnrolmentRow): Promise<StepOutcome> {
    const meta = { requestId: `journey-${e.id}-${e.step_no}` };
    const p = action.params;
    switch (action.type) {
      case 'UpdateCustomFieldValue':
        return this.outcome(
          commandAsUser(
            this.bus,
            SubscriberUpdate,
            journey.user_id,
            {
              SubscriberID: e.subscriber_id,
              SubscriberListID: e.list_id,
              Fields: { [`CustomField${String(p.TargetCustomFieldID)}`]: p.NewCustomFieldValue ?? '' },
              TriggerEvents: 1,
            },
            meta,
          ),
          action.type,
        );
      case 'Subscribe':
        return this.outcome(
          commandAsUser(
            this.bus,
            SubscriberCreate,
            journey.user_id,
            { ListID: p.TargetListID, EmailAddress: e.email, IPAddress: '127.0.0.1', UpdateIfExists: true },
            meta,
          ),
          action.type,
        );
      default:
        return this.outcome(
          commandAsUser(this.bus, SubscriberUnsubscribe, journey.user_id, { ListID: p.TargetListID, EmailAddress: e.email, IPAddress: '127.0.0.1' }, meta),
          action.type,
        );
    }
  }

  private async outcome(call: Promise<BusReply>, type: string): Promise<StepOutcome> {
    try {
      const reply = await call;
      const codes = replyFailureCodes(reply);
      if (codes.length) log.info({ type, codes }, 'lists refused a journey action; moving on');
      return NEXT;
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}

function byList(enrolments: EnrolmentRow[]): Map<string, EnrolmentRow[]> {
  const groups = new Map<string, EnrolmentRow[]>();
  for (const e of enrolments) groups.set(e.list_id, [...(groups.get(e.list_id) ?? []), e]);
  return groups;
}
