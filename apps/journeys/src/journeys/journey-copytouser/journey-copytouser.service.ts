import { Inject, Injectable, Logger } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import { type JourneyCopytouserReply, type JourneyCopytouserRequest, Queries } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';
import { paramText } from '@mail/values';

import { ActionRepository } from '../../actions/action.repository';
import { fail } from '../../common/errors';
import { emailIdsOf, paramsForTarget } from '../copy-references';
import { NAME_MAX } from '../journey-text';
import { JourneyRepository } from '../journey.repository';

const numeric = (value: unknown) => {
  const text = paramText(value);
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
};

/**
 * journey.copytouser (administrators): 1–3 a missing id, 4–6 one not numeric, 7 and 8 when accounts knows no
 * such source or target user, 9 when the source user has no such journey, 10 when the copy cannot be created (a
 * NewJourneyName longer than the journey name's bound). The copy: the target user's, Disabled, trigger Manual,
 * the source's notes; its actions and their Decision branches with counters at zero. campaigns copies the
 * SendEmail emails first (each once) and the actions point at the copies; settings naming the source account's
 * lists, tags, custom fields, sender domains, SMS gateways or journeys are zeroed and named in ResourcesReset.
 */
@Injectable()
export class JourneyCopytouserService {
  private readonly log = new Logger('journey.copytouser');

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly db: ServiceDb,
    private readonly journeys: JourneyRepository,
    private readonly actions: ActionRepository,
  ) {}

  async run(p: JourneyCopytouserRequest): Promise<JourneyCopytouserReply> {
    if (!paramText(p.journeyid)) throw fail(1, 'Missing JourneyID parameter');
    if (!paramText(p.sourceuserid)) throw fail(2, 'Missing SourceUserID parameter');
    if (!paramText(p.targetuserid)) throw fail(3, 'Missing TargetUserID parameter');
    const journeyId = numeric(p.journeyid);
    if (journeyId === undefined) throw fail(4, 'Invalid JourneyID. Must be a numeric value.');
    const sourceUserId = numeric(p.sourceuserid);
    if (sourceUserId === undefined) throw fail(5, 'Invalid SourceUserID. Must be a numeric value.');
    const targetUserId = numeric(p.targetuserid);
    if (targetUserId === undefined) throw fail(6, 'Invalid TargetUserID. Must be a numeric value.');
    if (!(sourceUserId > 0 && (await this.userExists(sourceUserId)))) throw fail(7, 'Source user not found');
    if (!(targetUserId > 0 && (await this.userExists(targetUserId)))) throw fail(8, 'Target user not found');
    const source = journeyId > 0 ? await this.journeys.findOwned(sourceUserId, journeyId) : undefined;
    if (!source) throw fail(9, 'Journey not found for source user');
    const name = paramText(p.newjourneyname) || `Copy of ${source.name}`.slice(0, NAME_MAX);
    if (name.length > NAME_MAX) throw fail(10, `Failed to create journey: NewJourneyName must be at most ${NAME_MAX} characters`);

    const sourceActions = await this.actions.forJourney(journeyId);
    const emailIds = emailIdsOf(sourceActions);
    const { copied } = emailIds.length ? await this.bus.query(Queries.JourneyEmailsCopy, { sourceUserId, targetUserId, emailIds }, 15_000) : { copied: [] };
    const emails = new Map(copied.map((c) => [c.sourceEmailId, c.newEmailId]));
    const reset = new Set<string>();
    try {
      const copy = await this.db.tx(async (m) => {
        const journey = await this.journeys.insertIn(m, targetUserId, name, source.notes, 'Manual', {});
        await this.actions.copy(m, journeyId, Number(journey.id));
        for (const row of await this.actions.forJourney(Number(journey.id), m)) {
          const target = paramsForTarget(row.type, row.params, emails);
          if (!target.reset.length && target.params.EmailID === row.params.EmailID) continue;
          target.reset.forEach((r) => reset.add(r));
          await this.actions.setParams(m, row.id, target.params);
        }
        return journey;
      });
      return {
        Success: true,
        JourneyID: Number(copy.id),
        EmailsCopied: copied.map((c) => ({ SourceEmailID: c.sourceEmailId, NewEmailID: c.newEmailId })),
        ResourcesReset: [...reset],
      };
    } catch (error) {
      this.log.error(`copying journey ${journeyId} to user ${targetUserId} failed: ${String(error)}`);
      throw fail(10, 'Failed to create journey');
    }
  }

  private async userExists(userId: number): Promise<boolean> {
    try {
      await this.bus.query(Queries.UserSendingProfile, { userId }, 5000);
      return true;
    } catch (error) {
      // accounts answers 404 for a user it does not know; anything else is a failure to pass on
      if (error instanceof QueryFailedError && error.failure?.errors[0]?.code === 404) return false;
      throw error;
    }
  }
}
