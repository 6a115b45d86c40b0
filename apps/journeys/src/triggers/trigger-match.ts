import type { JourneyRow } from '../journeys/journey.row';
import type { TriggerCriterion } from '../journeys/triggers';

/** What happened to a subscriber, as the trigger consumers read it from an event. */
export interface TriggerFact {
  listId: number;
  emailId?: number;
  tagId?: number;
  /** custom field ids that changed */
  fieldIds?: number[];
  /** the values they changed to (`CustomField<id>` → value), when the event says */
  fieldValues?: Record<string, string>;
  /** website-event properties */
  properties?: Record<string, unknown>;
  value?: number;
  /** JourneyCompleted: the journey the subscriber completed */
  journeyId?: number;
}

/** Whether a journey's trigger parameters accept the fact (0 = any list, any email). */
export function triggerAccepts(journey: Pick<JourneyRow, 'trigger_params'>, fact: TriggerFact): boolean {
  const p = journey.trigger_params ?? {};
  if (Number(p.ListID ?? 0) && Number(p.ListID) !== fact.listId) return false;
  if (Number(p.EmailID ?? 0) && Number(p.EmailID) !== fact.emailId) return false;
  if (fact.journeyId !== undefined && Number(p.JourneyID ?? 0) && Number(p.JourneyID) !== fact.journeyId) return false;
  if (p.TagID !== undefined && Number(p.TagID) !== fact.tagId) return false;
  if (p.CustomFieldID !== undefined && !fact.fieldIds?.includes(Number(p.CustomFieldID))) return false;
  // CustomFieldValueChanged with Trigger_Value: only a change to that value (trimmed, case-insensitive)
  if (p.CustomFieldID !== undefined && p.Value !== undefined && !sameText(fact.fieldValues?.[`CustomField${Number(p.CustomFieldID)}`], p.Value)) return false;
  if (Array.isArray(p.Criteria) && !(p.Criteria as TriggerCriterion[]).every((c) => criterionHolds(c, fact.properties ?? {}))) return false;
  return true;
}

/** One website-event criterion on the event's properties (names compared case-insensitively). */
export function criterionHolds(c: TriggerCriterion, properties: Record<string, unknown>): boolean {
  const key = Object.keys(properties).find((k) => k.toLowerCase() === c.property.toLowerCase());
  const actual = key === undefined ? undefined : properties[key];
  const text = scalarText(actual);
  const expected = scalarText(c.value);
  switch (c.operator) {
    case 'exists':
      return key !== undefined;
    case 'equals':
      return text.toLowerCase() === expected.toLowerCase();
    case 'not equals':
      return text.toLowerCase() !== expected.toLowerCase();
    case 'contains':
      return text.toLowerCase().includes(expected.toLowerCase());
    case 'not contains':
      return !text.toLowerCase().includes(expected.toLowerCase());
    case 'greater than':
      return Number(text) > Number(expected);
    case 'less than':
      return Number(text) < Number(expected);
    default:
      return false;
  }
}

function sameText(actual: unknown, expected: unknown): boolean {
  return actual !== undefined && scalarText(actual).trim().toLowerCase() === scalarText(expected).trim().toLowerCase();
}

/** RevenueHit: the subscriber's total revenue went from below the threshold to at least it */
export function revenueCrossed(threshold: unknown, totalBefore: number, totalAfter: number): boolean {
  const at = Number(threshold);
  return Number.isFinite(at) && totalBefore < at && totalAfter >= at;
}

function scalarText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
