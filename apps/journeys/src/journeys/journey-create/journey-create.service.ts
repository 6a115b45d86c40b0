import { Injectable } from '@nestjs/common';

import type { JourneyCreateReply, JourneyCreateRequest } from '@mail/contracts';

import { fail } from '../../common/errors';
import { presentJourney } from '../journey.presenter';
import { JourneyRepository } from '../journey.repository';
import { journeyName, journeyNotes } from '../journey-text';
import { readEntrySettings, readTrigger, triggerGiven, withEntrySettings } from '../trigger-input';
import { TriggerReferences } from '../trigger-references';

/** journey.create: Disabled, Manual unless a trigger is given (1 missing Name, 3–9 the trigger, 12/13 Name/Notes too long). */
@Injectable()
export class JourneyCreateService {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly references: TriggerReferences,
  ) {}

  async run(userId: number, input: JourneyCreateRequest): Promise<JourneyCreateReply> {
    const name = journeyName(input.name);
    if (!name) throw fail(1, 'Missing Name');
    const notes = journeyNotes(input.notes);
    const trigger = triggerGiven(input) ? readTrigger(input) : readTrigger({});
    await this.references.check(userId, trigger);
    const params = withEntrySettings(trigger.params, readEntrySettings(input));
    const row = await this.journeys.insert(userId, name, notes, trigger.trigger, params);
    return { JourneyID: Number(row.id), Journey: presentJourney(row) };
  }
}
