import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { fail } from '../../common/errors';
import { callerUserId } from '../../common/params';
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

  async run(req: BusRequest): Promise<object> {
    const userId = callerUserId(req);
    const p = req.params;
    const name = paramText(p.name);
    if (!name) throw fail(1, 'Missing Name');
    const trigger = triggerGiven(p) ? readTrigger(p) : readTrigger({});
    await this.references.check(userId, trigger);
    const row = await this.journeys.insert(userId, name, paramText(p.notes), trigger.trigger, trigger.params);
    return { JourneyID: Number(row.id), Journey: presentJourney(row) };
  }
}
