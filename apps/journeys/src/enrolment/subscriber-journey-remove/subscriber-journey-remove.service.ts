import { Injectable } from '@nestjs/common';

import { CommandError, type SkippedJourney, type SubscriberJourneyRemoveReply, type SubscriberJourneyRemoveRequest } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { fail } from '../../common/errors';
import { JourneyRepository } from '../../journeys/journey.repository';
import { JourneyExit } from '../journey-exit';
import { SubscriberOfList } from '../subscriber-of-list';

/**
 * subscriber.journey.remove: the subscriber leaves each of the caller's journeys named; a journey that is not the
 * caller's is skipped (SkippedJourneys), and when every one is skipped the call fails with 7.
 */
@Injectable()
export class SubscriberJourneyRemoveService {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly subscriber: SubscriberOfList,
    private readonly journeyExit: JourneyExit,
  ) {}

  async run(userId: number, input: SubscriberJourneyRemoveRequest): Promise<SubscriberJourneyRemoveReply> {
    const given = journeyIdsOf(input.journeyid);
    if (!given.length) throw fail(1, 'Missing JourneyID');
    this.subscriber.present(input);
    const ids = given.map((v) => paramId(v));
    if (ids.some((id) => id === undefined)) throw fail(4, 'JourneyID must be a positive integer or an array of them');
    const journeyIds = [...new Set(ids as number[])];
    const target = this.subscriber.ids(input);
    const owned = new Set(await this.journeys.ownedIds(userId, journeyIds));
    const skipped: SkippedJourney[] = journeyIds.filter((id) => !owned.has(id)).map((id) => ({ JourneyID: id, Reason: 'Journey not found' }));
    if (!owned.size) throw new CommandError(7, 'None of the journeys could be used', { httpStatus: 404, extra: { SkippedJourneys: skipped } });
    await this.subscriber.exists(userId, target);
    const processed = journeyIds.filter((id) => owned.has(id));
    await this.journeyExit.exit(userId, target.subscriberId, processed);
    return {
      Success: true,
      JourneyIDs: processed,
      ListID: target.listId,
      SubscriberID: target.subscriberId,
      ...(skipped.length ? { SkippedJourneys: skipped } : {}),
    };
  }
}

/** JourneyID as one id, an array (JSON or bracket keys) or comma-separated ids: the raw entries */
function journeyIdsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((v) => paramText(v) !== '');
  if (value !== null && typeof value === 'object') return Object.values(value).filter((v) => paramText(v) !== '');
  const text = paramText(value);
  if (text.startsWith('[')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed)) return parsed.filter((v) => paramText(v) !== '');
    } catch {
      // not JSON: read as text below
    }
  }
  return text ? text.split(',').map((v) => v.trim()) : [];
}
