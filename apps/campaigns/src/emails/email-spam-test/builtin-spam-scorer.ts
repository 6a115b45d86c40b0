import { SPAM_RULES, type SpamMessage, type SpamRule } from './spam-rules';
import type { SpamdReport } from './spamd.client';

/** SpamAssassin's default required score: the same line for both engines. */
export const BUILTIN_THRESHOLD = 5;

export interface FiredRule {
  name: string;
  points: number;
  description: string;
}

const describe = (rule: SpamRule, message: SpamMessage): string => {
  const found = [...new Set(rule.found?.(message) ?? [])];
  return found.length ? `${rule.description}: ${found.slice(0, 5).join(', ')}` : rule.description;
};

/** The rules that fire on the message, each with its points (rounded to a tenth, as spamd prints them). */
export function firedRules(message: SpamMessage, rules: readonly SpamRule[] = SPAM_RULES): FiredRule[] {
  return rules
    .map((rule) => ({ name: rule.name, points: Math.round(rule.score(message) * 10) / 10, description: describe(rule, message) }))
    .filter((rule) => rule.points !== 0);
}

/**
 * The message scored by the built-in rules, answered as spamd's REPORT is read: verdict, score, threshold and a
 * report in spamd's layout (`pts rule name description`, one line per rule that fired).
 */
export function builtinSpamReport(message: SpamMessage, rules: readonly SpamRule[] = SPAM_RULES): SpamdReport {
  const fired = firedRules(message, rules);
  const score = Math.round(fired.reduce((sum, rule) => sum + rule.points, 0) * 10) / 10;
  const lines = fired.map((rule) => `${rule.points.toFixed(1).padStart(4)} ${rule.name.padEnd(22)} ${rule.description}`);
  const report = [
    `Content analysis details: (${score.toFixed(1)} points, ${BUILTIN_THRESHOLD.toFixed(1)} required), built-in rules (SPAMD_URL is not set)`,
    '',
    ' pts rule name              description',
    '---- ---------------------- --------------------------------------------------',
    ...(lines.length ? lines : ['     (no rule fired)']),
  ].join('\n');
  return { isSpam: score >= BUILTIN_THRESHOLD, score, threshold: BUILTIN_THRESHOLD, report };
}
