import { Injectable } from '@nestjs/common';

import type { JourneySendemailactionsReply, JourneySendemailactionsRequest } from '@mail/contracts';
import { paramId, paramText, toBool } from '@mail/values';

import { fail } from '../../common/errors';
import { JourneyRepository } from '../../journeys/journey.repository';
import { ActionRepository } from '../action.repository';
import { EmailNames } from '../email-names';

/**
 * journey.sendemailactions: the SendEmail actions of the caller's journeys (or one), by default only published ones
 * of enabled journeys; each with its email's name and subject ('' when the email is gone).
 */
@Injectable()
export class JourneySendemailactionsService {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly actions: ActionRepository,
    private readonly emails: EmailNames,
  ) {}

  async run(userId: number, input: JourneySendemailactionsRequest): Promise<JourneySendemailactionsReply> {
    let only: number | undefined;
    if (paramText(input.journeyid)) {
      only = paramId(input.journeyid);
      if (only === undefined) throw fail(1, 'JourneyID must be a positive integer');
    }
    const includeDisabled = toBool(input.includedisabled);
    const includeUnpublished = toBool(input.includeunpublished);
    const journeys = (await this.journeys.listOwned(userId)).filter(
      (j) => (only === undefined || Number(j.id) === only) && (includeDisabled || j.status === 'Enabled'),
    );
    const byId = new Map(journeys.map((j) => [j.id, j]));
    const rows = (await this.actions.forJourneys(journeys.map((j) => Number(j.id)))).filter(
      (a) => a.type === 'SendEmail' && (includeUnpublished || a.published),
    );
    rows.sort((x, y) => Number(x.journey_id) - Number(y.journey_id) || x.order_no - y.order_no || Number(x.id) - Number(y.id));
    const names = await this.emails.of(
      userId,
      rows.map((a) => Number(a.params.EmailID ?? 0)),
    );
    return {
      Success: true,
      Actions: rows.map((a) => {
        const email = names.get(Number(a.params.EmailID ?? 0));
        return {
          ActionID: Number(a.id),
          JourneyID: Number(a.journey_id),
          JourneyName: byId.get(a.journey_id)?.name ?? '',
          EmailName: email?.name ?? '',
          Subject: email?.subject ?? '',
          OrderNo: a.order_no,
          Published: a.published,
        };
      }),
    };
  }
}
