import { isPositiveId } from '../../request-params';

/**
 * Decoders of the campaigns parameters whose encoding varies by client: the request DTOs validate with them
 * and the service reads with them, so what passes validation is exactly what the service understands.
 * Values arrive as sent (the bus does not transform them): strings from forms and query strings, JSON types
 * from JSON bodies, arrays and objects from bracket keys (`a[]=x`, `a[0][b]=y`).
 */

/**
 * Entries of a list parameter: an array (`a[]=x`, JSON), an object of index keys, JSON array text, or
 * comma-separated text. Entries are trimmed and blank ones dropped; a nested value becomes its JSON text
 * (so it fails whatever check follows instead of vanishing).
 */
export function listOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((entry) => entryText(entry));
  if (typeof value === 'object') return listOf(Object.values(value));
  const text = scalarText(value);
  if (text.startsWith('[')) {
    const parsed = jsonOf(text);
    if (Array.isArray(parsed)) return listOf(parsed);
  }
  return text.split(',').flatMap((entry) => entryText(entry));
}

function entryText(entry: unknown): string[] {
  if (entry === undefined || entry === null) return [];
  const text = typeof entry === 'object' ? JSON.stringify(entry) : scalarText(entry);
  return text === '' ? [] : [text];
}

function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value).trim() : '';
}

/** Distinct positive ids of a list parameter; undefined when it has none or any entry is not an id. */
export function idsOf(value: unknown): number[] | undefined {
  const entries = listOf(value);
  if (!entries.length || !entries.every(isPositiveId)) return undefined;
  return [...new Set(entries.map(Number))];
}

/** Distinct integers of a list parameter, each within [min, max]; undefined when it has none or any entry is out of range. */
export function intsOf(value: unknown, range: { min: number; max: number }): number[] | undefined {
  const entries = listOf(value);
  if (!entries.length || !entries.every((e) => /^\d{1,9}$/.test(e) && +e >= range.min && +e <= range.max)) return undefined;
  return [...new Set(entries.map(Number))].sort((a, b) => a - b);
}

/** A non-negative integer (a count such as ScheduleRecSendMaxInstance); undefined otherwise. */
export function countOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** A JSON parameter: objects and arrays as sent (bracket keys), or the parsed text; undefined when it is neither. */
export function jsonOf(value: unknown): unknown {
  if (value !== null && typeof value === 'object') return value;
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The set's own spelling of a value matched case-insensitively (surrounding spaces ignored); undefined when not in the set. */
export function canonicalOf<T extends string>(values: readonly T[], value: unknown, aliases: Readonly<Record<string, T>> = {}): T | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const key = String(value).trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === key) ?? Object.entries(aliases).find(([alias]) => alias.toLowerCase() === key)?.[1];
}

/** Every entry of a list parameter in the set (canonical spellings, distinct); undefined when it has none or any entry is foreign. */
export function canonicalListOf<T extends string>(values: readonly T[], value: unknown): T[] | undefined {
  const entries = listOf(value).map((entry) => canonicalOf(values, entry));
  if (!entries.length || entries.some((e) => e === undefined)) return undefined;
  return [...new Set(entries as T[])];
}

/** `YYYY-MM-DD` naming a real calendar day. */
export function isDateText(value: unknown): boolean {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.getUTCMonth() === +match[2] - 1 && date.getUTCDate() === +match[3];
}

/** `HH:MM` or `HH:MM:SS` on a 24-hour clock. */
export function isTimeText(value: unknown): boolean {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value.trim());
}

/** One audience entry: a whole list (segmentId 0) or one of its segments. */
export interface AudienceEntry {
  listId: number;
  segmentId: number;
}

/**
 * `RecipientListsAndSegments` and its Exclude_ twin: `ListID:SegmentID` entries (`3:0,3:2`; spaces allowed,
 * `:0` or no segment = the whole list) in any list encoding. Undefined when empty or any entry is malformed.
 */
export function audienceOf(value: unknown): AudienceEntry[] | undefined {
  const entries = listOf(value).map((entry) => /^(\d{1,15})\s*(?::\s*(\d{1,15}))?$/.exec(entry));
  if (!entries.length || entries.some((m) => !m || !isPositiveId(m[1]))) return undefined;
  const seen = new Map<string, AudienceEntry>();
  for (const m of entries as RegExpExecArray[]) seen.set(`${+m[1]}:${+(m[2] ?? 0)}`, { listId: +m[1], segmentId: +(m[2] ?? 0) });
  return [...seen.values()];
}

export type RulesOperator = 'and' | 'or';

/** One list of a RulesJsonBundle and the rules selecting its subscribers (the lists service's RulesJSON grammar). */
export interface RulesJsonCriterion {
  list_id: number;
  operator: RulesOperator;
  /** rules or OR-groups of AND-rules, as sent; empty selects the whole list */
  rules: unknown[];
}

export interface RulesJsonBundle {
  operator: RulesOperator;
  criteria: RulesJsonCriterion[];
}

/**
 * `RulesJsonBundle`: `{ operator, criteria: [{ list_id, operator, rules }] }` as JSON text or bracket keys.
 * Operators are 'and' or 'or' in any case (absent: 'and'); `list_id` a positive id; `rules` an array (absent: []).
 * Undefined when the shape is wrong or there is no criterion. The rules themselves are the lists service's to judge.
 */
export function rulesBundleOf(value: unknown): RulesJsonBundle | undefined {
  const bundle = jsonOf(value);
  if (!isRecord(bundle)) return undefined;
  const operator = operatorOf(bundle.operator);
  const criteria = Array.isArray(bundle.criteria)
    ? bundle.criteria.map(criterionOf)
    : isRecord(bundle.criteria)
      ? Object.values(bundle.criteria).map(criterionOf)
      : [];
  if (!operator || !criteria.length || criteria.some((c) => !c)) return undefined;
  return { operator, criteria: criteria as RulesJsonCriterion[] };
}

function criterionOf(value: unknown): RulesJsonCriterion | undefined {
  if (!isRecord(value) || !isPositiveId(value.list_id)) return undefined;
  const operator = operatorOf(value.operator);
  const rules = value.rules === undefined || value.rules === '' ? [] : value.rules;
  const list = Array.isArray(rules) ? rules : isRecord(rules) ? Object.values(rules) : undefined;
  return operator && list ? { list_id: Number(value.list_id), operator, rules: list } : undefined;
}

function operatorOf(value: unknown): RulesOperator | undefined {
  if (value === undefined || value === null || value === '') return 'and';
  return canonicalOf(['and', 'or'] as const, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A boolean parameter's one meaning (that of @mail/values `toBool`, which contracts may not import; a test in
 * libs/bus pins the two together): 1, true, yes, on in any case are true, anything else false.
 */
export function isTrueParam(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return (typeof value === 'string' || typeof value === 'number') && /^(1|true|yes|on)$/i.test(String(value).trim());
}
