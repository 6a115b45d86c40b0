import { CommandError, type SegmentCreateRequest, type SegmentUpdateRequest } from '@mail/contracts';
import { paramList, paramText } from '@mail/values';
import { parseRulesJson } from '../rules/rules-json.parser';
import { RuleError, type RuleExpr } from '../rules/rule.types';
import { segmentArraysToExpr } from '../rules/segment-arrays';

export interface SegmentRules {
  expr: RuleExpr;
  /** what the client sent, echoed back by Segments.Get */
  source: { RulesJson?: string; SegmentRuleField?: string[]; SegmentRuleOperator?: string[]; SegmentRuleFilter?: string[] };
}

/** RulesJson wins when given; otherwise the parallel arrays; undefined when the request carries no rules. */
export function readSegmentRules(p: SegmentCreateRequest | SegmentUpdateRequest, operator: string): SegmentRules | CommandError | undefined {
  const rulesJson = paramText(p.rulesjson);
  if (rulesJson) {
    try {
      return { expr: parseRulesJson(rulesJson, operator), source: { RulesJson: rulesJson } };
    } catch (error) {
      if (error instanceof RuleError) return new CommandError(6, `Invalid RulesJson: ${error.message}`);
      throw error;
    }
  }
  const fields = paramList(p.segmentrulefield);
  if (!fields.length) return undefined;
  const operators = paramList(p.segmentruleoperator);
  const filters = paramList(p.segmentrulefilter);
  try {
    return {
      expr: segmentArraysToExpr(fields, operators, filters, operator),
      source: { SegmentRuleField: fields, SegmentRuleOperator: operators, SegmentRuleFilter: filters },
    };
  } catch (error) {
    if (error instanceof RuleError) return new CommandError(6, `Invalid segment rules: ${error.message}`);
    throw error;
  }
}

export function readOperator(value: string): 'and' | 'or' | undefined {
  const v = value.trim().toLowerCase();
  return v === 'and' || v === 'or' ? v : undefined;
}
