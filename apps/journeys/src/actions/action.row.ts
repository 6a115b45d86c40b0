import type { ActionType } from './action-spec';

/** An action as stored; a branch's actions carry their Decision's id and the branch ('True' or 'False'). */
export interface ActionRow {
  id: string;
  journey_id: string;
  parent_id: string | null;
  branch: 'True' | 'False' | null;
  order_no: number;
  type: ActionType;
  params: Record<string, unknown>;
  notes: string;
  published: boolean;
  entered: string;
  completed_runs: string;
  emails_sent: string;
  emails_opened: string;
  emails_clicked: string;
  emails_bounced: string;
  emails_viewed: string;
  emails_unsubscribed: string;
  emails_complained: string;
  emails_converted: string;
}
