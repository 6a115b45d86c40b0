import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import { CommandError, type JourneyBulkTriggerReply, type JourneyBulkTriggerRequest, Queries } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { jsonParam } from '../../common/params';
import { JourneyRepository } from '../../journeys/journey.repository';
import type { JourneyRow } from '../../journeys/journey.row';
import { BulkEnrolment, tagAudience } from './bulk-enrolment';

const err = (code: number, message: string) => new CommandError(code, message);

/**
 * journey.bulk_trigger: every Subscribed subscriber of the list carrying all the tags enters each journey (one
 * Active enrolment per subscriber). An audience of one page (5,000) is enrolled before the answer, which counts the
 * subscribers enrolled; a larger one is counted, answered (`Queued`: the audience size, subscribers already in a
 * journey are skipped) and enrolled by a chain of page jobs, so a million entrants never hold the bus or a
 * transaction. The steps run in the engine's batches either way.
 */
@Injectable()
export class JourneyBulkTriggerService {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly journeys: JourneyRepository,
    private readonly bulk: BulkEnrolment,
  ) {}

  async run(userId: number, p: JourneyBulkTriggerRequest): Promise<JourneyBulkTriggerReply> {
    const ids = idList(jsonParam(p.journeyids));
    if (!ids) throw err(1, 'journeyids must be an array of journey ids');
    const journeys: JourneyRow[] = [];
    for (const id of ids) {
      const journey = await this.journeys.findOwned(userId, id);
      if (!journey) throw err(2, `Journey ${id} not found`);
      journeys.push(journey);
    }
    const trigger = (jsonParam(p.trigger) ?? {}) as Record<string, unknown>;
    if (typeof trigger !== 'object' || paramText(trigger.type).toLowerCase() !== 'tag') throw err(3, "trigger.type must be 'Tag'");
    const listId = paramId(trigger.trigger_listid);
    if (!listId) throw err(4, 'trigger.trigger_listid must be a list id');
    const tagIds = idList(jsonParam(trigger.trigger_tagids));
    if (!tagIds?.length) throw err(6, 'trigger.trigger_tagids must be a non-empty array of tag ids');
    const { missing } = await this.bus.query(Queries.ListOwnership, { userId, listIds: [listId] }, 5000);
    if (missing.length) throw err(5, `List ${listId} not found`);
    const request = { userId, journeyIds: journeys.map((j) => Number(j.id)), listId, tagIds, afterSubscriberId: 0 };
    const { total } = await this.bus.query(Queries.AudienceCount, { userId, rulesJsonBundle: tagAudience(listId, tagIds) }, 30_000).catch((error) => {
      // lists' rule compiler refuses tags that are not the list's
      if (error instanceof QueryFailedError && error.failure) throw err(6, 'trigger_tagids names tags that are not on the list');
      throw error;
    });
    if (total > BulkEnrolment.PAGE) {
      await this.bulk.queue(request);
      const list = journeys.map((j) => ({ JourneyID: Number(j.id), Enrolled: j.status === 'Enabled' ? total : 0 }));
      return { TotalEnrolled: list.reduce((n, j) => n + j.Enrolled, 0), Queued: true, Journeys: list };
    }
    const { enrolled } = await this.bulk.page(request);
    const list = [...enrolled].map(([JourneyID, Enrolled]) => ({ JourneyID, Enrolled }));
    return { TotalEnrolled: list.reduce((n, j) => n + j.Enrolled, 0), Queued: false, Journeys: list };
  }
}

function idList(value: unknown): number[] | undefined {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : value && typeof value === 'object'
        ? Object.values(value)
        : undefined;
  if (!items?.length) return undefined;
  const ids = items.map((v) => paramId(v));
  return ids.every((id) => id !== undefined) ? ids : undefined;
}
