import type { JourneyTriggerParams } from '@mail/contracts';
import { isGiven, paramText } from '@mail/values';

import { rules } from '../actions/action-fields';
import { fail } from '../common/errors';
import { holdsUnstorableText, jsonParam } from '../common/params';
import { CRITERION_OPERATORS, EMAIL_TRIGGERS, LIST_TRIGGERS, type Trigger, type TriggerCriterion, triggerNamed, WEBSITE_TRIGGERS } from './triggers';

/** A trigger as create and update read it; the ids it names are checked by the caller (codes 6, 9 and 3). */
export interface TriggerInput {
  trigger: Trigger;
  params: Record<string, unknown>;
  listId?: number;
  emailId?: number;
  tagId?: number;
  customFieldId?: number;
  /** JourneyCompleted: the journey whose completion enrols (0 = any other) */
  journeyId?: number;
  /** ScheduledPull: a segment of the list (0 = the whole list) */
  segmentId?: number;
}

/** Trigger_Criteria: at most 50 criteria, each property a name, each value at most 1,000 characters of text */
const CRITERIA_MAX = 50;
const PULL_INTERVALS = ['hourly', 'daily', 'weekly'];
const PROPERTY_MAX = 255;
const VALUE_MAX = 1000;

const TRIGGER_PARAMS: (keyof JourneyTriggerParams)[] = [
  'trigger_listid',
  'trigger_emailid',
  'trigger_emailkid',
  'trigger_tagid',
  'trigger_customfieldid',
  'trigger_value',
  'trigger_criteria',
  'trigger_journeyid',
  'trigger_segmentid',
  'trigger_interval',
];

/** Whether the request names a trigger or one of its parameters (update keeps the trigger otherwise). */
export function triggerGiven(p: JourneyTriggerParams): boolean {
  return isGiven(p.trigger) || TRIGGER_PARAMS.some((k) => isGiven(p[k]));
}

/** the entry settings kept in the trigger parameters next to the trigger's own */
const ENTRY_KEYS = ['RunCriteria', 'RunCriteriaOperator', 'RateLimitHourly', 'RateLimitDaily'];

/**
 * The entry settings a request gives (kept in the trigger parameters): Run_Criteria and RunCriteriaOperator
 * (RunCriteria, RunCriteriaOperator; Run_Criteria given empty clears them), RateLimitHourly and RateLimitDaily
 * (entrants per UTC hour and day, 0 = unlimited). A key set to null is cleared. Code 3 when invalid.
 */
export function readEntrySettings(p: JourneyTriggerParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isGiven(p.run_criteria) || isGiven(p.runcriteriaoperator)) {
    const operator = isGiven(p.runcriteriaoperator) ? paramText(p.runcriteriaoperator).toLowerCase() : 'and';
    if (operator !== 'and' && operator !== 'or') throw fail(3, 'RunCriteriaOperator must be and or or');
    const given = p.run_criteria;
    if (!isGiven(given) || given === '' || (Array.isArray(given) && !given.length)) Object.assign(out, { RunCriteria: null, RunCriteriaOperator: null });
    else {
      const read = rules(given);
      if (read.error) throw fail(3, `Run_Criteria ${read.error}`);
      Object.assign(out, { RunCriteria: read.value, RunCriteriaOperator: operator });
    }
  }
  for (const [key, value] of [
    ['RateLimitHourly', p.ratelimithourly],
    ['RateLimitDaily', p.ratelimitdaily],
  ] as const) {
    if (!isGiven(value)) continue;
    const text = paramText(value);
    if (text !== '' && !/^\d{1,9}$/.test(text)) throw fail(3, `${key} must be a whole number (0 = unlimited)`);
    out[key] = Number(text) > 0 ? Number(text) : null;
  }
  return out;
}

/** the trigger parameters with the entry settings: those `kept` had, overridden by those `given` (null clears) */
export function withEntrySettings(
  params: Record<string, unknown>,
  given: Record<string, unknown>,
  kept: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(params).filter(([k]) => !ENTRY_KEYS.includes(k)));
  for (const key of ENTRY_KEYS) {
    const value = key in given ? given[key] : kept[key];
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}

/** whether the request names an entry setting (update keeps them otherwise) */
export function entrySettingsGiven(p: JourneyTriggerParams): boolean {
  return [p.run_criteria, p.runcriteriaoperator, p.ratelimithourly, p.ratelimitdaily].some(isGiven);
}

/** Reads Trigger and its parameters: 3 invalid trigger (400), 4/5 Trigger_ListID, 7/8 Trigger_EmailID (Trigger_EmailkID alike). */
export function readTrigger(p: JourneyTriggerParams, current = 'Manual'): TriggerInput {
  const trigger = triggerNamed(paramText(p.trigger) || current);
  if (!trigger) throw fail(3, `Invalid Trigger '${paramText(p.trigger)}'`);
  if (LIST_TRIGGERS.includes(trigger)) {
    const listId = wholeNumber(p.trigger_listid, 4, 5, 'Trigger_ListID');
    return { trigger, params: { ListID: listId }, listId };
  }
  if (EMAIL_TRIGGERS.includes(trigger)) {
    const emailId = wholeNumber(isGiven(p.trigger_emailid) ? p.trigger_emailid : p.trigger_emailkid, 7, 8, 'Trigger_EmailID');
    return { trigger, params: { EmailID: emailId }, emailId };
  }
  if (trigger === 'Manual') return { trigger, params: {} };
  if (trigger === 'ScheduledPull') {
    const listId = wholeNumber(p.trigger_listid, 4, 5, 'Trigger_ListID');
    if (!listId) throw fail(5, 'ScheduledPull needs Trigger_ListID, a list id (not 0)');
    const segment = isGiven(p.trigger_segmentid) ? paramText(p.trigger_segmentid) : '0';
    if (!/^\d{1,15}$/.test(segment)) throw fail(3, 'Trigger_SegmentID must be 0 (the whole list) or a segment id');
    const interval = isGiven(p.trigger_interval) ? paramText(p.trigger_interval).toLowerCase() : 'daily';
    if (!PULL_INTERVALS.includes(interval)) throw fail(3, `Trigger_Interval must be one of ${PULL_INTERVALS.join(', ')}`);
    return { trigger, params: { ListID: listId, SegmentID: Number(segment), Interval: interval }, listId, segmentId: Number(segment) };
  }
  const listId = isGiven(p.trigger_listid) ? wholeNumber(p.trigger_listid, 4, 5, 'Trigger_ListID') : 0;
  const scoped = { ListID: listId };
  if (trigger === 'Tag' || trigger === 'UnTag') {
    const tagId = positive(p.trigger_tagid, 'Trigger_TagID');
    return { trigger, params: { ...scoped, TagID: tagId }, listId, tagId };
  }
  if (trigger === 'CustomFieldValueChanged') {
    const value = isGiven(p.trigger_value) ? { Value: boundedText(p.trigger_value, 'Trigger_Value') } : {};
    const customFieldId = positive(p.trigger_customfieldid, 'Trigger_CustomFieldID');
    return { trigger, params: { ...scoped, CustomFieldID: customFieldId, ...value }, listId, customFieldId };
  }
  if (trigger === 'RevenueHit') {
    const value = Number(paramText(p.trigger_value));
    if (!isGiven(p.trigger_value) || !Number.isFinite(value) || value <= 0) throw fail(3, 'RevenueHit needs Trigger_Value, a positive number');
    return { trigger, params: { ...scoped, Value: value }, listId };
  }
  if (trigger === 'JourneyCompleted') {
    const given = isGiven(p.trigger_journeyid) ? p.trigger_journeyid : p.trigger_value;
    const text = isGiven(given) ? paramText(given) : '0';
    if (!/^\d{1,15}$/.test(text)) throw fail(3, 'Trigger_JourneyID must be 0 (any other journey) or a journey id');
    const journeyId = Number(text);
    return { trigger, params: { ...scoped, JourneyID: journeyId }, listId, journeyId };
  }
  if (WEBSITE_TRIGGERS.includes(trigger)) return { trigger, params: { ...scoped, Criteria: criteriaOf(p.trigger_criteria) }, listId };
  return { trigger, params: scoped, listId };
}

function wholeNumber(value: unknown, missing: number, invalid: number, name: string): number {
  const text = paramText(value);
  if (!text) throw fail(missing, `Missing ${name}`);
  if (!/^\d{1,15}$/.test(text)) throw fail(invalid, `${name} must be 0 (any) or an id`);
  return Number(text);
}

function positive(value: unknown, name: string): number {
  const text = paramText(value);
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw fail(3, `${name} must be a positive integer`);
  return Number(text);
}

function criteriaOf(value: unknown): TriggerCriterion[] {
  if (!isGiven(value) || value === '') return [];
  const list = jsonParam(value);
  const items = Array.isArray(list) ? list : list && typeof list === 'object' ? Object.values(list) : undefined;
  if (!items) throw fail(3, 'Trigger_Criteria must be an array of {property, operator, value}');
  if (items.length > CRITERIA_MAX) throw fail(3, `Trigger_Criteria must hold at most ${CRITERIA_MAX} criteria`);
  return items.map((item: unknown, i) => {
    const c = (item ?? {}) as Record<string, unknown>;
    const property = boundedText(c.property, `Trigger_Criteria[${i}].property`, PROPERTY_MAX);
    const operator = paramText(c.operator).toLowerCase();
    if (!property || !CRITERION_OPERATORS.includes(operator))
      throw fail(3, `Trigger_Criteria[${i}] needs a property and an operator (${CRITERION_OPERATORS.join(', ')})`);
    if (isGiven(c.value) && typeof c.value === 'object') throw fail(3, `Trigger_Criteria[${i}].value must be text or a number`);
    return {
      property,
      operator,
      ...(isGiven(c.value) ? { value: typeof c.value === 'string' ? boundedText(c.value, `Trigger_Criteria[${i}].value`) : c.value } : {}),
    };
  });
}

/** text of at most `max` characters that a database can store (code 3) */
function boundedText(value: unknown, name: string, max = VALUE_MAX): string {
  const text = paramText(value);
  if (holdsUnstorableText(text)) throw fail(3, `${name} holds a NUL or a lone UTF-16 surrogate`);
  if (text.length > max) throw fail(3, `${name} must be at most ${max} characters`);
  return text;
}
