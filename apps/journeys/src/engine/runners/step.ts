import type { ActionRow } from '../../actions/action.row';
import type { ActionType } from '../../actions/action-spec';
import type { JourneyRow } from '../../journeys/journey.row';
import type { EnrolmentRow } from '../enrolment.row';

/** One action run for a batch of enrolments standing at it. */
export interface StepBatch {
  journey: JourneyRow;
  action: ActionRow;
  enrolments: EnrolmentRow[];
}

/** What a step decided for one enrolment. */
export type StepOutcome =
  /** `emailSent`: a SendEmail step that sent (the action's EmailSent) */
  | { kind: 'next'; emailSent?: boolean }
  | { kind: 'branch'; branch: 'True' | 'False' }
  | { kind: 'wait'; until: Date }
  | { kind: 'exit' }
  /** a transient failure: the same step again later, nothing advanced */
  | { kind: 'retry'; reason: string };

export interface ActionRunner {
  readonly types: readonly ActionType[];
  /** one outcome per enrolment, in order */
  run(batch: StepBatch): Promise<StepOutcome[]>;
}

export const ACTION_RUNNERS = Symbol('journeys:action-runners');

export const NEXT: StepOutcome = { kind: 'next' };
