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

/** Enrols a subscriber into each of the user's Enabled journeys whose trigger accepts the fact (in the event's inbox transaction). */
@Injectable()
export class TriggerEnrolment {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly enroller: Enroller,
  ) {}

  async fire(
    m: EntityManager,
    trigger: Trigger,
    who: TriggeredSubscriber,
    fact: TriggerFact,
    accept?: (params: Record<string, unknown>) => boolean,
  ): Promise<void> {
    const candidates = await this.journeys.enabledWithTrigger(who.userId, [trigger], m);
    for (const journey of candidates) {
      if (!triggerAccepts(journey, fact) || (accept && !accept(journey.trigger_params))) continue;
      await this.enroller.enrol(journey, [{ subscriberId: who.subscriberId, listId: who.listId, email: who.email }], m);
    }
  }
}
