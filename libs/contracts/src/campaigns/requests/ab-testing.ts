import { isPositiveId } from '../../request-params';

/** One A/B variation: an email of the caller and its relative weight (its share is weight / sum of weights). */
export interface AbVariation {
  emailId: number;
  weight: number;
}

/**
 * Campaign.Update's A/B codes that need no lookup (v5.8.0/v5.9.4 reference; 19, an email that is not the
 * caller's, is the service's; the vendor has no code 20).
 */
export const AbTestingCodes = {
  format: 17,
  variationsFormat: 18,
  tooFew: 21,
  tooMany: 22,
  missingFields: 23,
  invalidValues: 24,
  shareBelowOnePercent: 25,
} as const;

export type AbTestingCode = (typeof AbTestingCodes)[keyof typeof AbTestingCodes];

/** What an ABTesting parameter says: switch A/B off, these variations, or the first problem found (its code). */
export type AbTesting = { off: true } | { variations: AbVariation[] } | { problem: AbTestingCode };

export const AB_MIN_VARIATIONS = 2;
export const AB_MAX_VARIATIONS = 5;
const OFF = /^(0|false|off|no|none|null|disabled)$/i;

/** `EmailID`, `emailId`, `email_id` → `emailid`: real clients spell the keys every way. */
const keyOf = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');

function field(record: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(record).find((k) => keyOf(k) === name);
  return key === undefined ? undefined : record[key];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** JSON text parsed; anything else as it is. Undefined for text that is not JSON. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** A list, or a PHP-style array that arrived as an object with index keys (`Variations[0][EmailID]` form fields, JSON objects). */
function listOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined);
  if (!isRecord(value)) return undefined;
  const keys = Object.keys(value);
  if (!keys.length || !keys.every((k) => /^\d+$/.test(k))) return undefined;
  return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]);
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function weightOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const weight = Number(text);
  return weight > 0 && Number.isFinite(weight) ? weight : undefined;
}

/**
 * Reads Campaign.Update's ABTesting: `{ Variations: [{ EmailID, Weight }, …] }` as an object (JSON body, bracket
 * form fields) or JSON text, keys in any case (`emailid`, `EmailID`, `email_id`); a bare list of variations is
 * taken as the Variations. `0`, `false`, `off`, `none`, `null` (or JSON null/false) switch A/B testing off.
 * Checks in the vendor's order: 17 not an object, 18 Variations not a list, 21 fewer than 2, 22 more than 5,
 * 23 a variation without EmailID or Weight, 24 an EmailID that is not an id or a Weight that is not a positive
 * number, 25 a variation whose share of the weights is under 1%.
 */
export function abTestingOf(value: unknown): AbTesting {
  if (typeof value === 'string' && OFF.test(value.trim())) return { off: true };
  const root = parsed(value);
  if (root === null || root === false) return { off: true };
  const variations = Array.isArray(root) ? root : isRecord(root) ? parsed(field(root, 'variations')) : undefined;
  if (!Array.isArray(root) && !isRecord(root)) return { problem: AbTestingCodes.format };
  const list = listOf(variations);
  if (!list) return { problem: AbTestingCodes.variationsFormat };
  if (list.length < AB_MIN_VARIATIONS) return { problem: AbTestingCodes.tooFew };
  if (list.length > AB_MAX_VARIATIONS) return { problem: AbTestingCodes.tooMany };
  const records = list.map((item) => (isRecord(item) ? item : {}));
  if (records.some((r) => isBlank(field(r, 'emailid')) || isBlank(field(r, 'weight')))) return { problem: AbTestingCodes.missingFields };
  const read = records.map((r) => ({ id: field(r, 'emailid'), weight: weightOf(field(r, 'weight')) }));
  if (read.some((v) => !isPositiveId(v.id) || v.weight === undefined)) return { problem: AbTestingCodes.invalidValues };
  const out = read.map((v) => ({ emailId: Number(v.id), weight: v.weight! }));
  const total = out.reduce((sum, v) => sum + v.weight, 0);
  if (out.some((v) => (v.weight * 100) / total < 1)) return { problem: AbTestingCodes.shareBelowOnePercent };
  return { variations: out };
}
