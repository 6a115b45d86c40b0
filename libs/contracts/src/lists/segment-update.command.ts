import { IsPresent, Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { SEGMENT_RULE_TEXTS, SegmentRules } from './segment-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SegmentUpdateRequest extends SegmentRules {
  @IsPresent(code(1, 'Missing segment id'))
  @Param('The segment', true)
  segmentid?: string | number;

  @IsPresent(code(2, 'Missing segment name'))
  @MaxText(TextBounds.name, 7, 'SegmentName')
  @Param(`Segment name, at most ${TextBounds.name} characters`, true)
  segmentname?: string;

  @Param('Move the segment to this list')
  subscriberlistid?: string | number;

  @Param("'and' or 'or'")
  segmentoperator?: string;
}
for (const param of SEGMENT_RULE_TEXTS) MaxText(TextBounds.text, 6, param)(SegmentUpdateRequest.prototype, param.toLowerCase());

export type SegmentUpdateReply = Record<string, never>;

export const SegmentUpdate = defineCommand({
  name: 'Segment.Update',
  service: 'lists',
  auth: 'user',
  request: SegmentUpdateRequest,
  returns: reply<SegmentUpdateReply>(),
  errorStyle: 'array',
  errors: {
    1: 'missing id',
    2: 'missing name',
    3: 'missing operator',
    4: 'invalid id',
    5: 'invalid operator',
    6: `invalid rules: malformed, over the rule limits (docs/services/lists.md), or RulesJSON, or all SegmentRuleField, SegmentRuleOperator or SegmentRuleFilter values with the commas joining them, over ${TextBounds.text} characters`,
    7: `SegmentName over ${TextBounds.name} characters (extension)`,
  },
  summary: 'Update a segment.',
});
