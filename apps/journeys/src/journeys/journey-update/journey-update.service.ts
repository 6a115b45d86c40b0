import { Injectable } from '@nestjs/common';

import type { JourneyUpdateReply, JourneyUpdateRequest } from '@mail/contracts';
import { isGiven } from '@mail/values';

import { fail } from '../../common/errors';
import { journeyIdOf } from '../../common/params';
import { presentJourney } from '../journey.presenter';
import { JourneyRepository } from '../journey.repository';
import { journeyName, journeyNotes } from '../journey-text';
import { AdmissionWake } from '../../engine/admission/admission-wake';
import { OwnedJourney } from '../owned-journey';
import { entrySettingsGiven, readEntrySettings, readTrigger, triggerGiven, withEntrySettings } from '../trigger-input';
import { TriggerReferences } from '../trigger-references';

/** journey.update: Name, Notes, Trigger and its parameters (10 not found, 11 Name empty, 12/13 Name/Notes too long, 3–9 the trigger). */
@Injectable()
export class JourneyUpdateService {
  constructor(
    private readonly owned: OwnedJourney,
    private readonly journeys: JourneyRepository,
    private readonly references: TriggerReferences,
    private readonly admission: AdmissionWake,
  ) {}

  async run(userId: number, p: JourneyUpdateRequest): Promise<JourneyUpdateReply> {
    const journey = await this.owned.load(userId, journeyIdOf(p.journeyid), 10);
    const name = journeyName(p.name);
    if (isGiven(p.name) && !name) throw fail(11, 'Name cannot be empty');
    const notes = isGiven(p.notes) ? journeyNotes(p.notes) : undefined;
    const trigger = triggerGiven(p) ? readTrigger(p, journey.trigger) : undefined;
    if (trigger) await this.references.check(userId, trigger, Number(journey.id));
    const entry = entrySettingsGiven(p) ? readEntrySettings(p) : undefined;
    const triggerParams =
      trigger || entry ? withEntrySettings(trigger?.params ?? journey.trigger_params ?? {}, entry ?? {}, journey.trigger_params ?? {}) : undefined;
    await this.journeys.update(Number(journey.id), {
      name: name || undefined,
      notes,
      trigger: trigger?.trigger,
      triggerParams,
    });
    // entrants held for the old criteria or limits are admitted under the new ones now
    if (entry) await this.admission.now(Number(journey.id));
    return { Journey: presentJourney((await this.journeys.findOwned(userId, Number(journey.id)))!) };
  }
}
