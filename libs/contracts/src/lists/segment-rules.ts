import { Param } from '../request-params';

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
