/** One subscriber's way through a journey, as the engine claims it. */
export interface EnrolmentRow {
  id: string;
  user_id: number;
  journey_id: string;
  subscriber_id: string;
  list_id: string;
  email: string;
  action_id: string | null;
  phase: number;
  step_no: number;
}

/** A subscriber entering a journey. */
export interface Entrant {
  subscriberId: number;
  listId: number;
  email: string;
}

/** Where a step leaves an enrolment: the next step (action and due time), or its end. */
export interface Transition {
  id: string;
  stepNo: number;
  actionId: string | null;
  phase: number;
  dueAt: Date;
  status: 'Active' | 'Completed' | 'Exited';
}
