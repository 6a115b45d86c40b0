import type { ActionType } from '../actions/action-spec';

/**
 * journey.copytouser: the action settings that name the source account's resources. SendEmail's EmailID takes
 * the target user's copy of the email; every other one (lists, tags, custom fields, sender domains, SMS
 * gateways and phone fields, other journeys) is zeroed for the target user to set again.
 */
const ZEROED: Partial<Record<ActionType, string[]>> = {
  SendEmail: ['SenderDomainID'],
  Subscribe: ['TargetListID'],
  Unsubscribe: ['TargetListID'],
  AddTag: ['TargetTagID'],
  RemoveTag: ['TargetTagID'],
  UpdateCustomFieldValue: ['TargetCustomFieldID'],
  SendSMS: ['gateway_id', 'phone_field_id'],
  StartJourney: ['TargetJourneyID'],
  ExitJourney: ['TargetJourneyID'],
};

const named = (value: unknown) => (Array.isArray(value) ? value.some((v) => Number(v) > 0) : Number(value) > 0);

/** the SendEmail emails of the actions (each once) */
export function emailIdsOf(actions: { type: ActionType; params: Record<string, unknown> }[]): number[] {
  return [...new Set(actions.flatMap((a) => (a.type === 'SendEmail' && Number(a.params.EmailID) > 0 ? [Number(a.params.EmailID)] : [])))];
}

/** an action's params for the target account, and the names of the settings zeroed (an email without a copy is zeroed too) */
export function paramsForTarget(
  type: ActionType,
  params: Record<string, unknown>,
  emails: Map<number, number>,
): { params: Record<string, unknown>; reset: string[] } {
  const out = { ...params };
  const reset: string[] = [];
  if (type === 'SendEmail' && named(params.EmailID)) {
    const copy = emails.get(Number(params.EmailID));
    out.EmailID = copy ?? 0;
    if (copy === undefined) reset.push('EmailID');
  }
  for (const field of ZEROED[type] ?? [])
    if (field in params && named(params[field])) {
      out[field] = 0;
      reset.push(field);
    }
  return { params: out, reset };
}
