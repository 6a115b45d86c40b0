import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import { Queries } from '@mail/contracts';

import { fail } from '../common/errors';
import { JourneyRepository } from './journey.repository';
import type { TriggerInput } from './trigger-input';

const TIMEOUT_MS = 5000;

/**
 * The ids a trigger names must be the caller's (lists and campaigns answer; another user's reads as missing): the
 * list 6 and the email 9 (HTTP 404, the vendor's codes), a tag, custom field, journey or segment of the list 3 (invalid
 * trigger parameters).
 */
@Injectable()
export class TriggerReferences {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly journeys: JourneyRepository,
  ) {}

  /** `self`: the journey being updated (JourneyCompleted may not name it: it would restart itself) */
  async check(userId: number, input: TriggerInput, self?: number): Promise<void> {
    if (input.journeyId) {
      if (input.journeyId === self) throw fail(3, 'Trigger_JourneyID cannot name the journey itself');
      if (!(await this.journeys.findOwned(userId, input.journeyId))) throw fail(3, `Trigger_JourneyID ${input.journeyId} names no journey of yours`);
    }
    const { listId, tagId, customFieldId } = input;
    if (listId || tagId || customFieldId) {
      const reply = await this.bus.query(
        Queries.ListOwnership,
        { userId, listIds: listId ? [listId] : [], tagIds: tagId ? [tagId] : [], customFieldIds: customFieldId ? [customFieldId] : [] },
        TIMEOUT_MS,
      );
      if (reply.missing.length) throw fail(6, `Trigger_ListID ${listId} names no list of yours`);
      if (reply.missingTags?.length) throw fail(3, `Trigger_TagID ${tagId} names no tag of yours`);
      if (reply.missingCustomFields?.length) throw fail(3, `Trigger_CustomFieldID ${customFieldId} names no custom field of yours`);
    }
    if (listId && input.segmentId) {
      // lists compiles the segment of that list of the user's, else refuses the audience
      await this.bus.query(Queries.AudienceCount, { userId, recipientListsAndSegments: `${listId}:${input.segmentId}` }, TIMEOUT_MS).catch((error) => {
        if (error instanceof QueryFailedError) throw fail(3, `Trigger_SegmentID ${input.segmentId} names no segment of list ${listId}`);
        throw error;
      });
    }
    if (input.emailId) {
      const { missingEmails } = await this.bus.query(Queries.CampaignsOwnership, { userId, campaignIds: [], emailIds: [input.emailId] }, TIMEOUT_MS);
      if (missingEmails.length) throw fail(9, `Trigger_EmailID ${input.emailId} names no email of yours`);
    }
  }
}
