import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Enroller } from '../engine/enroller';
import { JourneyRepository } from '../journeys/journey.repository';
import type { Trigger } from '../journeys/triggers';
import { type TriggerFact, triggerAccepts } from './trigger-match';

export interface TriggeredSubscriber {
  userId: number;
  subscriberId: number;
  listId: number;
  email: string;
}

/** Enrols a subscriber (or a batch of them) into each of the user's Enabled journeys whose trigger accepts the fact (in the event's inbox transaction). */
@Injectable()
export class TriggerEnrolment {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly enroller: Enroller,
  ) {}

  /**
   * Whether one of the user's Enabled journeys with this trigger accepts the fact, read outside any transaction: a
   * consumer asks before its inbox transaction, so an event no journey wants costs one read and no write. Enrolment
   * still happens only in `fire`, which reads the journeys again in the inbox transaction.
   */
  async wanted(trigger: Trigger, userId: number, fact: TriggerFact): Promise<boolean> {
    const params = await this.journeys.enabledTriggerParams(userId, trigger);
    return params.some((trigger_params) => triggerAccepts({ trigger_params }, fact));
  }

  async fire(
    m: EntityManager,
    trigger: Trigger,
    who: TriggeredSubscriber,
    fact: TriggerFact,
    accept?: (params: Record<string, unknown>) => boolean,
  ): Promise<void> {
    await this.fireMany(m, trigger, who.userId, [who], fact, accept);
  }

  /** the same fact about many subscribers of one user (a batch event): the journeys are read once, each enrols them all at once */
  async fireMany(
    m: EntityManager,
    trigger: Trigger,
    userId: number,
    subscribers: Omit<TriggeredSubscriber, 'userId'>[],
    fact: TriggerFact,
    accept?: (params: Record<string, unknown>) => boolean,
  ): Promise<void> {
    if (!subscribers.length) return;
    const candidates = await this.journeys.enabledWithTrigger(userId, [trigger], m);
    for (const journey of candidates) {
      if (!triggerAccepts(journey, fact) || (accept && !accept(journey.trigger_params))) continue;
      await this.enroller.enrol(
        journey,
        subscribers.map((s) => ({ subscriberId: s.subscriberId, listId: s.listId, email: s.email })),
        m,
      );
    }
  }
}
