import { IsPresent, Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { SEGMENT_RULE_TEXTS, SegmentRules } from './segment-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SegmentCreateRequest extends SegmentRules {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @IsPresent(code(2, 'Missing segment name'))
  @MaxText(TextBounds.name, 5, 'SegmentName')
  @Param(`Segment name, at most ${TextBounds.name} characters`, true)
  segmentname?: string;

  @Param("'AND' or 'OR'", true)
  segmentoperator?: string;
}
for (const param of SEGMENT_RULE_TEXTS) MaxText(TextBounds.text, 6, param)(SegmentCreateRequest.prototype, param.toLowerCase());

export interface SegmentCreateReply {
  SegmentID: number;
}

export const SegmentCreate = defineCommand({
  name: 'Segment.Create',
  service: 'lists',
  auth: 'user',
  request: SegmentCreateRequest,
  returns: reply<SegmentCreateReply>(),
  reply: 'SegmentID',
  errorStyle: 'array',
  errors: {
    1: 'missing list id',
    2: 'missing name',
    3: 'missing operator',
    4: 'list missing or not owned',
    5: `SegmentName over ${TextBounds.name} characters (extension)`,
    6: `invalid rules: malformed, over the rule limits (docs/services/lists.md), or RulesJSON, or all SegmentRuleField, SegmentRuleOperator or SegmentRuleFilter values with the commas joining them, over ${TextBounds.text} characters`,
  },
  summary: 'Create a segment from rules.',
});
