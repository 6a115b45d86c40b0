import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { ListRepository } from '../../lists/list.repository';
import { readOperator, readSegmentRules } from '../segment.input';
import { SegmentRepository } from '../segment.repository';

/** Segment.Update: 1 id, 2 name, 3 operator given empty, 4 segment (or target list) not the caller's, 5 operator not and/or. */
@Injectable()
export class SegmentUpdateService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly segments: SegmentRepository,
  ) {}

  async run(req: BusRequest): Promise<Record<string, never>> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('SegmentID')) throw new CommandError(1, 'Missing segment id');
    const name = p.str('SegmentName');
    if (!name) throw new CommandError(2, 'Missing segment name');
    if (p.has('SegmentOperator') && !p.str('SegmentOperator')) throw new CommandError(3, 'Missing segment operator');
    const segmentId = p.id('SegmentID');
    const current = segmentId ? await this.segments.findOwned(userId, segmentId) : undefined;
    if (!current || !segmentId) throw new CommandError(4, 'Invalid segment id');
    const operator = p.str('SegmentOperator') ? readOperator(p.str('SegmentOperator')) : (current.operator as 'and' | 'or');
    if (!operator) throw new CommandError(5, 'Invalid segment operator');
    let listId = Number(current.list_id);
    if (p.str('SubscriberListID')) {
      const target = p.id('SubscriberListID');
      if (!target || !(await this.lists.findOwned(userId, target))) throw new CommandError(4, 'Invalid subscriber list id');
      listId = target;
    }
    const rules = readSegmentRules(p, operator);
    if (rules instanceof CommandError) throw rules;
    let expr = rules?.expr ?? current.rules;
    // a new operator re-combines flat rules that were given as parallel arrays
    if (!rules && operator !== current.operator && current.source.SegmentRuleField) expr = { ...current.rules, op: operator };
    await this.db.query(
      `UPDATE "lists"."segment" SET "name" = $2, "operator" = $3, "list_id" = $4, "rules" = $5::jsonb, "source" = $6::jsonb, "updated_at" = now() at time zone 'utc' WHERE "id" = $1`,
      [segmentId, name.slice(0, 255), operator, listId, JSON.stringify(expr), JSON.stringify(rules?.source ?? current.source)],
    );
    return {};
  }
}
