import { CommandError } from '@mail/contracts';

import type { ParamReader } from '../common/params';
import { parseRulesJson } from '../rules/rules-json.parser';
import { RuleError, type RuleExpr } from '../rules/rule.types';
import { segmentArraysToExpr } from '../rules/segment-arrays';

export interface SegmentRules {
  expr: RuleExpr;
  /** what the client sent, echoed back by Segments.Get */
  source: { RulesJson?: string; SegmentRuleField?: string[]; SegmentRuleOperator?: string[]; SegmentRuleFilter?: string[] };
}

/** RulesJson wins when given; otherwise the parallel arrays; undefined when the request carries no rules. */
export function readSegmentRules(p: ParamReader, operator: string): SegmentRules | CommandError | undefined {
  const rulesJson = p.str('RulesJson') || p.str('RulesJSON');
  if (rulesJson) {
    try {
      return { expr: parseRulesJson(rulesJson, operator), source: { RulesJson: rulesJson } };
    } catch (error) {
      if (error instanceof RuleError) return new CommandError(6, `Invalid RulesJson: ${error.message}`);
      throw error;
    }
  }
  const fields = p.list('SegmentRuleField');
  if (!fields.length) return undefined;
  const operators = p.list('SegmentRuleOperator');
  const filters = p.list('SegmentRuleFilter');
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
