import { Injectable } from '@nestjs/common';

import type { JourneyCloneReply, JourneyCloneRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { presentActions } from '../../actions/action.presenter';
import { ActionRepository } from '../../actions/action.repository';
import { fail } from '../../common/errors';
import { journeyIdOf } from '../../common/params';
import { JourneyCloner } from '../journey-cloner';
import { presentJourney } from '../journey.presenter';
import { NAME_MAX } from '../journey-text';
import { OwnedJourney } from '../owned-journey';

/** journey.clone: 1 no name, 2 no JourneyID, 3 not the caller's journey, 4 a name that cannot be stored. */
@Injectable()
export class JourneyCloneService {
  constructor(
    private readonly owned: OwnedJourney,
    private readonly cloner: JourneyCloner,
    private readonly actions: ActionRepository,
  ) {}

  async run(userId: number, input: JourneyCloneRequest): Promise<JourneyCloneReply> {
    const name = paramText(input.newjourneyname);
    if (!name) throw fail(1, 'Missing NewJourneyName');
    if (!paramText(input.journeyid)) throw fail(2, 'Missing JourneyID');
    const source = await this.owned.load(userId, journeyIdOf(input.journeyid, { missing: 2, invalid: 3 }), 3);
    if (name.length > NAME_MAX) throw fail(4, `NewJourneyName must be at most ${NAME_MAX} characters`);
    const copy = await this.cloner.clone(source, name, `Cloned from "${source.name}" (JourneyID ${source.id})`);
    const rows = await this.actions.forJourney(Number(copy.id));
    return { Journey: presentJourney(copy), Actions: presentActions(rows, new Map()) };
  }
}
