import type { RepeatRule } from '@mail/contracts';

/** a repeat rule as stored (and answered in RepeatSettings.Rule): `R5/P2D`; null for none */
export const repeatText = (rule: RepeatRule | null | undefined): string | null => (rule ? `R${rule.count}/P${rule.interval}${rule.unit}` : null);

/** A number parameter read leniently: its integer value, or `fallback` when absent or not a number. */
export function intParam(value: unknown, fallback: number, range: { min: number; max: number }): number {
  const text = (typeof value === 'string' || typeof value === 'number' ? String(value) : '').trim();
  if (!/^-?\d{1,9}$/.test(text)) return fallback;
  return Math.min(range.max, Math.max(range.min, Number(text)));
}
