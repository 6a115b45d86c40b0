import { Injectable } from '@nestjs/common';

import type { JourneysCloneReply, JourneysCloneRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { JourneyCloner } from '../journey-cloner';
import { bulkJourneyIds } from '../journey-ids';
import { NAME_MAX } from '../journey-text';
import { JourneyRepository } from '../journey.repository';

const DEFAULT_SUFFIX = '(copy)';

/** journeys.clone: each of the caller's journeys named is copied (name + space + NameSuffix, cut to the name bound). */
@Injectable()
export class JourneysCloneService {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly cloner: JourneyCloner,
  ) {}

  async run(userId: number, input: JourneysCloneRequest): Promise<JourneysCloneReply> {
    const ids = bulkJourneyIds(input.journeyids);
    const suffix = input.namesuffix === undefined || input.namesuffix === null ? DEFAULT_SUFFIX : paramText(input.namesuffix);
    const processed: number[] = [];
    const failed: number[] = [];
    const cloned: JourneysCloneReply['ClonedJourneys'] = [];
    for (const id of ids) {
      const source = await this.journeys.findOwned(userId, id);
      if (!source) {
        failed.push(id);
        continue;
      }
      const name = (suffix ? `${source.name} ${suffix}` : source.name).slice(0, NAME_MAX);
      const copy = await this.cloner.clone(source, name, source.notes);
      processed.push(id);
      cloned.push({ SourceJourneyID: id, NewJourneyID: Number(copy.id) });
    }
    return { Success: true, ProcessedJourneyIDs: processed, FailedJourneyIDs: failed, ClonedJourneys: cloned };
  }
}
