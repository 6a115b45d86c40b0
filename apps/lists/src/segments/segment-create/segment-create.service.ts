import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { ListRepository } from '../../lists/list.repository';
import { MATCH_ALL } from '../../rules/rule.types';
import { readOperator, readSegmentRules } from '../segment.input';

/** Segment.Create: 1 list id, 2 name, 3 operator (missing or not and/or), 4 list not the caller's; 6 RulesJson unparsable (extension). */
@Injectable()
export class SegmentCreateService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
  ) {}

  async run(req: BusRequest): Promise<{ SegmentID: number }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('SubscriberListID')) throw new CommandError(1, 'Missing subscriber list id');
    const name = p.str('SegmentName');
    if (!name) throw new CommandError(2, 'Missing segment name');
    const operator = readOperator(p.str('SegmentOperator'));
    if (!operator) throw new CommandError(3, 'Missing segment operator');
    const listId = p.id('SubscriberListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'The target list does not exist or does not belong to the user');
    const rules = readSegmentRules(p, operator);
    if (rules instanceof CommandError) throw rules;
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO "lists"."segment" ("list_id", "name", "operator", "rules", "source") VALUES ($1, $2, $3, $4::jsonb, $5::jsonb) RETURNING "id"`,
      [listId, name.slice(0, 255), operator, JSON.stringify(rules?.expr ?? MATCH_ALL), JSON.stringify(rules?.source ?? {})],
    );
    return { SegmentID: Number(rows[0].id) };
  }
}
