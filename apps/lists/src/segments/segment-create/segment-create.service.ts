import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SegmentCreateReply, type SegmentCreateRequest } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { MATCH_ALL } from '../../rules/rule.types';
import { readOperator, readSegmentRules } from '../segment.input';
import { SegmentRepository } from '../segment.repository';

/**
 * Segment.Create: 1 list id, 2 name (both the request DTO), 3 operator (missing or not and/or), 4 list not the
 * caller's; 6 RulesJson unparsable (extension).
 */
@Injectable()
export class SegmentCreateService {
  constructor(
    private readonly lists: ListRepository,
    private readonly segments: SegmentRepository,
  ) {}

  async run(p: SegmentCreateRequest, caller: Caller): Promise<SegmentCreateReply> {
    const userId = caller.userId;
    const operator = readOperator(paramText(p.segmentoperator));
    if (!operator) throw new CommandError(3, 'Missing segment operator');
    const listId = paramId(p.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'The target list does not exist or does not belong to the user');
    const rules = readSegmentRules(p, operator);
    if (rules instanceof CommandError) throw rules;
    const SegmentID = await this.segments.insert(listId, {
      name: paramText(p.segmentname),
      operator,
      rules: rules?.expr ?? MATCH_ALL,
      source: rules?.source ?? {},
    });
    return { SegmentID };
  }
}
