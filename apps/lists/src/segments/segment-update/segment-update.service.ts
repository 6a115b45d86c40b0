import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SegmentUpdateReply, type SegmentUpdateRequest } from '@mail/contracts';
import { isGiven, paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { readOperator, readSegmentRules } from '../segment.input';
import { SegmentRepository } from '../segment.repository';

/**
 * Segment.Update: 1 id, 2 name (both the request DTO), 3 operator given empty, 4 segment (or target list) not
 * the caller's, 5 operator not and/or.
 */
@Injectable()
export class SegmentUpdateService {
  constructor(
    private readonly lists: ListRepository,
    private readonly segments: SegmentRepository,
  ) {}

  async run(p: SegmentUpdateRequest, caller: Caller): Promise<SegmentUpdateReply> {
    const userId = caller.userId;
    const operatorText = paramText(p.segmentoperator);
    if (isGiven(p.segmentoperator) && !operatorText) throw new CommandError(3, 'Missing segment operator');
    const segmentId = paramId(p.segmentid);
    const current = segmentId ? await this.segments.findOwned(userId, segmentId) : undefined;
    if (!current || !segmentId) throw new CommandError(4, 'Invalid segment id');
    const operator = operatorText ? readOperator(operatorText) : (current.operator as 'and' | 'or');
    if (!operator) throw new CommandError(5, 'Invalid segment operator');
    let listId = Number(current.list_id);
    if (paramText(p.subscriberlistid)) {
      const target = paramId(p.subscriberlistid);
      if (!target || !(await this.lists.findOwned(userId, target))) throw new CommandError(4, 'Invalid subscriber list id');
      listId = target;
    }
    const rules = readSegmentRules(p, operator);
    if (rules instanceof CommandError) throw rules;
    let expr = rules?.expr ?? current.rules;
    // a new operator re-combines flat rules that were given as parallel arrays
    if (!rules && operator !== current.operator && current.source.SegmentRuleField) expr = { ...current.rules, op: operator };
    await this.segments.update(segmentId, listId, {
      name: paramText(p.segmentname),
      operator,
      rules: expr,
      source: rules?.source ?? current.source,
    });
    return {};
  }
}
