import { Param } from '../request-params';

/** the rule parameters, each bounded at TextBounds.text by the commands with their invalid-rules code (6) */
export const SEGMENT_RULE_TEXTS = ['RulesJSON', 'SegmentRuleField', 'SegmentRuleOperator', 'SegmentRuleFilter'] as const;

export class SegmentRules {
  @Param('Rule fields, one per rule')
  segmentrulefield?: string[];

  @Param('Rule operators, one per rule')
  segmentruleoperator?: string[];

  @Param('Rule filters, one per rule')
  segmentrulefilter?: string[];

  @Param('JSON rules; when given they define the segment')
  rulesjson?: string;
}
