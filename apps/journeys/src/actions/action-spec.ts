/** Every action type (reference notes §1.8); YesNo is the deprecated form of Decision. */
export const ACTION_TYPES = [
  'Wait',
  'SendEmail',
  'SendSMS',
  'UpdateCustomFieldValue',
  'Subscribe',
  'Unsubscribe',
  'DeleteSubscriber',
  'ExitJourney',
  'ExitThisJourney',
  'ExitAllOtherJourneys',
  'ExitAllJourneys',
  'StartJourney',
  'AddTag',
  'RemoveTag',
  'Webhook',
  'Decision',
  'YesNo',
  'Debug',
] as const;

export type ActionType = (typeof ACTION_TYPES)[number];

/** Branch names of a branching action as the client writes them: Decision True/False, YesNo Yes/No. */
export const BRANCHES: Partial<Record<ActionType, [string, string]>> = { Decision: ['True', 'False'], YesNo: ['Yes', 'No'] };

/** One validated action object: canonical parameter names, its branches' actions for Decision and YesNo. */
export interface ActionSpec {
  actionId?: number;
  type: ActionType;
  params: Record<string, unknown>;
  notes: string;
  published: boolean;
  /** how messages name the action: its position (1-based, with the branch path) and type, `Action #2 (SendEmail)` */
  label: string;
  /** the positive branch (True / Yes) first */
  branches?: [ActionSpec[], ActionSpec[]];
}
