import { Injectable } from '@nestjs/common';

import type { JourneyCreateReply, JourneyCreateRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { fail } from '../../common/errors';
import { presentJourney } from '../journey.presenter';
import { JourneyRepository } from '../journey.repository';
import { readTrigger, triggerGiven } from '../trigger-input';
import { TriggerReferences } from '../trigger-references';

/** journey.create: Disabled, Manual unless a trigger is given (1 missing Name, 3–9 the trigger). */
@Injectable()
export class JourneyCreateService {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly references: TriggerReferences,
  ) {}

  async run(userId: number, input: JourneyCreateRequest): Promise<JourneyCreateReply> {
    const name = paramText(input.name);
    if (!name) throw fail(1, 'Missing Name');
    const trigger = triggerGiven(input) ? readTrigger(input) : readTrigger({});
    await this.references.check(userId, trigger);
    const row = await this.journeys.insert(userId, name, paramText(input.notes), trigger.trigger, trigger.params);
    return { JourneyID: Number(row.id), Journey: presentJourney(row) };
  }
}
