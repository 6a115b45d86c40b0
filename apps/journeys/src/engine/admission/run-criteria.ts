/** A journey's Run_Criteria as kept in its trigger parameters (RulesJSON and its operator), when it has any. */
export function runCriteriaOf(params: Record<string, unknown> | undefined): { rulesJson: unknown; operator: string } | undefined {
  const rules = params?.RunCriteria;
  if (rules === undefined || rules === null || (Array.isArray(rules) && !rules.length)) return undefined;
  return { rulesJson: rules, operator: typeof params?.RunCriteriaOperator === 'string' ? params.RunCriteriaOperator : 'and' };
}
