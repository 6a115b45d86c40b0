import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import { type BusRequest, CommandError, Queries } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { callerUserId, jsonParam } from '../../common/params';
import { Enroller } from '../../engine/enroller';
import { JourneyRepository } from '../../journeys/journey.repository';
import type { JourneyRow } from '../../journeys/journey.row';

const PAGE = 5000;
const err = (code: number, message: string) => new CommandError(code, message, { style: 'array' });

/**
 * journey.bulk_trigger: every Subscribed subscriber of the list carrying all the tags enters each journey (one
 * Active enrolment per subscriber). Pages of the audience (lists' rule compiler) are enrolled in a transaction
 * each; the steps then run in the engine's batches, so a million entrants never hold the bus or a transaction.
 */
@Injectable()
export class BulkTriggerService {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly journeys: JourneyRepository,
    private readonly enroller: Enroller,
  ) {}

  async run(req: BusRequest): Promise<object> {
    const userId = callerUserId(req);
    const p = req.params;
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
    const enrolled = new Map<number, number>(journeys.map((j) => [Number(j.id), 0]));
    const rulesJsonBundle = {
      operator: 'and',
      criteria: [{ list_id: listId, operator: 'and', rules: [[{ type: 'tags', operator: 'has all of these tags', value: tagIds }]] }],
    };
    for (let after = 0; ;) {
      const page = await this.bus.query(Queries.AudiencePage, { userId, rulesJsonBundle, afterSubscriberId: after, limit: PAGE }, 30_000).catch((error) => {
        // lists' rule compiler refuses tags that are not the list's
        if (error instanceof QueryFailedError && error.failure) throw err(6, 'trigger_tagids names tags that are not on the list');
        throw error;
      });
      if (!page.members.length || page.nextAfterSubscriberId === null) break;
      const entrants = page.members.map((m) => ({ subscriberId: m.subscriberId, listId: m.listId, email: m.emailAddress }));
      for (const j of journeys) enrolled.set(Number(j.id), (enrolled.get(Number(j.id)) ?? 0) + (await this.enroller.enrol(j, entrants)));
      after = page.nextAfterSubscriberId;
    }
    const list = [...enrolled].map(([JourneyID, Enrolled]) => ({ JourneyID, Enrolled }));
    return { TotalEnrolled: list.reduce((n, j) => n + j.Enrolled, 0), Journeys: list };
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
