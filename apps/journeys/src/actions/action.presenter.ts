import type { JourneyActionObject } from '@mail/contracts';

import { BRANCHES } from './action-spec';
import type { ActionRow } from './action.row';

/**
 * The public action objects of a journey, nested: a Decision's branches under ActionParameters.Actions
 * {True, False} (YesNo: {Yes, No}). Stats come from real runs.
 */
export function presentActions(rows: ActionRow[], active: Map<number, number>): JourneyActionObject[] {
  const children = new Map<string, ActionRow[]>();
  for (const row of rows) {
    const key = `${row.parent_id ?? ''}:${row.branch ?? ''}`;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const sequence = (parent: string, branch: string): JourneyActionObject[] =>
    (children.get(`${parent}:${branch}`) ?? []).sort((a, b) => a.order_no - b.order_no).map(present);
  const present = (row: ActionRow): JourneyActionObject => {
    const names = BRANCHES[row.type];
    const parameters = names ? { ...row.params, Actions: { [names[0]]: sequence(row.id, 'True'), [names[1]]: sequence(row.id, 'False') } } : row.params;
    return {
      ActionID: Number(row.id),
      OrderNo: row.order_no,
      Action: row.type,
      ActionParameters: Object.keys(parameters).length ? parameters : [],
      Notes: row.notes,
      Published: row.published,
      CompletedRuns: Number(row.completed_runs),
      Stats: stats(row, active.get(Number(row.id)) ?? 0),
    };
  };
  return sequence('', '');
}

function stats(row: ActionRow, active: number): Record<string, number> {
  const base = { ActiveSubscribers: active, TotalSubscribers: Number(row.entered) };
  if (row.type !== 'SendEmail') return base;
  const sent = Number(row.emails_sent);
  return {
    ...base,
    EmailSent: sent,
    EmailOpened: Number(row.emails_opened ?? 0),
    EmailClicked: Number(row.emails_clicked ?? 0),
    EmailConverted: Number(row.emails_converted ?? 0),
    EmailUnsubscribed: Number(row.emails_unsubscribed ?? 0),
    EmailBounced: Number(row.emails_bounced ?? 0),
    EmailSpamComplaint: Number(row.emails_complained ?? 0),
  };
}
